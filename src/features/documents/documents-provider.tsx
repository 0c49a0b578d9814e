/**
 * The applicant's documents for the whole application (so an upload keeps going while
 * the applicant changes page): what the server holds (GET /api/document-answer), which
 * questions are uploading or converting, and the upload, delete and tab clean-up calls.
 * The answer of a file question is set through `setAnswer`: 'ANSWERED' once converted,
 * '' when anything failed or the document was deleted (SPEC 4).
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/errors';
import { deleteConversion } from './api/conversion';
import {
  type DocumentAnswers,
  deleteDocumentAnswer,
  getDocumentAnswers,
  useDocumentAnswers,
} from './api/document-answers';
import { type Documents, DocumentsContext } from './documents-context';
import { UploadError, uploadDocument } from './upload-flow';

/** The answer a converted document gives its question (the catalogue's 'answered' value). */
export const DOCUMENT_ANSWERED = 'ANSWERED';

interface DocumentsProviderProps {
  /** Logged in: documents are loaded and may be uploaded (SPEC 6). */
  enabled: boolean;
  /** Saves the changed answers now; false when the save failed. */
  save: () => Promise<boolean>;
  /** Sets one answer through the engine. */
  setAnswer: (key: string, value: string) => void;
  children: ReactNode;
}

/** A deletion of something already gone is done. */
async function unlessMissing(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export function DocumentsProvider({ enabled, save, setAnswer, children }: DocumentsProviderProps) {
  const { data, mutate } = useDocumentAnswers(enabled);
  const stored = useMemo<DocumentAnswers>(() => data ?? {}, [data]);
  const storedRef = useRef(stored);
  storedRef.current = stored;
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const calls = useRef({ save, setAnswer });
  calls.current = { save, setAnswer };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mark = useCallback((key: string, running: boolean) => {
    setBusy((previous) => {
      const { [key]: _left, ...rest } = previous;
      return running ? { ...rest, [key]: true } : rest;
    });
  }, []);

  const setStored = useCallback(
    (key: string, document: DocumentAnswers[string]) =>
      mutate((previous) => ({ ...previous, [key]: document }), { revalidate: false }),
    [mutate],
  );

  // Not SWR's revalidation: a failing reload here must not take the page to the error boundary.
  const refresh = useCallback(async () => {
    if (!enabled) return;
    try {
      await mutate(await getDocumentAnswers(), { revalidate: false });
    } catch {
      // The list stays as it was; the next change reloads it again.
    }
  }, [enabled, mutate]);

  const upload = useCallback(
    async (key: string, file: File) => {
      if (!enabled) throw new UploadError('');
      mark(key, true);
      try {
        const status = await uploadDocument(key, file, {
          save: () => calls.current.save(),
          cancelled: () => !mounted.current,
        });
        if (status === 'COMPLETED') {
          calls.current.setAnswer(key, DOCUMENT_ANSWERED);
          await setStored(key, { file_name: file.name, file_size: file.size });
        }
        await refresh();
      } catch (error) {
        calls.current.setAnswer(key, '');
        await refresh();
        throw error instanceof UploadError ? error : new UploadError(errorMessage(error));
      } finally {
        mark(key, false);
      }
    },
    [enabled, mark, refresh, setStored],
  );

  const remove = useCallback(
    async (key: string) => {
      mark(key, true);
      try {
        await unlessMissing(deleteDocumentAnswer(key));
        calls.current.setAnswer(key, '');
        await setStored(key, undefined);
      } catch (error) {
        await refresh();
        throw new UploadError(errorMessage(error));
      } finally {
        mark(key, false);
      }
    },
    [mark, refresh, setStored],
  );

  const leaveTab = useCallback(
    async (keys: string[]) => {
      try {
        for (const key of keys) {
          if (!storedRef.current[key]) continue;
          await unlessMissing(deleteConversion(key));
          await unlessMissing(deleteDocumentAnswer(key));
          await setStored(key, undefined);
        }
      } catch (error) {
        await refresh();
        throw error;
      }
    },
    [refresh, setStored],
  );

  const value = useMemo<Documents>(
    () => ({ stored, busy, upload, remove, leaveTab, refresh }),
    [stored, busy, upload, remove, leaveTab, refresh],
  );
  return <DocumentsContext.Provider value={value}>{children}</DocumentsContext.Provider>;
}
