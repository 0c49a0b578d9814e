/**
 * The applicant's documents for the whole application (so an upload keeps going while
 * the applicant changes page): what the server holds (GET /api/document-answer), which
 * questions are uploading or converting, and the upload, delete and tab clean-up calls.
 * The answer of a file question is set through `setAnswer`: 'ANSWERED' once converted,
 * '' when anything failed or the document was deleted (SPEC 4). After a reload, each
 * stored document whose answer is not 'ANSWERED' has its conversion checked once, and
 * polled again while it still runs, handled as after an upload; a failure waits in
 * `failed` until its widget has shown it.
 */
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StoredDocument, StoredDocuments } from '../../../engine/contract';
import { ApiError, errorMessage } from '../../lib/errors';
import { deleteConversion } from './api/conversion';
import { deleteDocumentAnswer, getDocumentAnswers, useDocumentAnswers } from './api/document-answers';
import { type Documents, DocumentsContext } from './documents-context';
import { ConversionFailedError, pollConversion, UploadError, uploadDocument } from './upload-flow';

/** The answer a converted document gives its question (the catalogue's 'answered' value). */
export const DOCUMENT_ANSWERED = 'ANSWERED';

interface DocumentsProviderProps {
  /** Logged in: documents are loaded and may be uploaded (SPEC 6). */
  enabled: boolean;
  /** Saves the changed answers now; false when the save failed. */
  save: () => Promise<boolean>;
  /** Sets one answer through the engine. */
  setAnswer: (key: string, value: string) => void;
  /**
   * The current answer of a question; a stored document answered 'ANSWERED' needs no
   * check after a reload. Without it, every stored document's conversion is checked once.
   */
  answerOf?: (key: string) => unknown;
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

export function DocumentsProvider({ enabled, save, setAnswer, answerOf, children }: DocumentsProviderProps) {
  const { data, mutate } = useDocumentAnswers(enabled);
  const stored = useMemo<StoredDocuments>(() => data ?? {}, [data]);
  const storedRef = useRef(stored);
  storedRef.current = stored;
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState<Record<string, { message: string }>>({});
  const calls = useRef({ save, setAnswer, answerOf });
  calls.current = { save, setAnswer, answerOf };
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  /** Keys whose conversion was checked (or uploaded) since the documents were loaded. */
  const checked = useRef(new Set<string>());
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
    (key: string, document: StoredDocument | undefined) =>
      mutate(
        (previous) => {
          const { [key]: _replaced, ...rest } = previous ?? {};
          return document ? { ...rest, [key]: document } : rest;
        },
        { revalidate: false },
      ),
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

  const dismissFailure = useCallback((key: string) => {
    setFailed((previous) => {
      if (!previous[key]) return previous;
      const { [key]: _shown, ...rest } = previous;
      return rest;
    });
  }, []);

  /** A conversion settled: COMPLETED marks the answer 'ANSWERED' (SPEC 4). */
  const settle = useCallback(
    async (key: string, status: 'COMPLETED' | 'NOT_ANSWERED', document?: StoredDocument) => {
      if (status === 'COMPLETED') {
        calls.current.setAnswer(key, DOCUMENT_ANSWERED);
        if (document) await setStored(key, document);
      }
      await refresh();
    },
    [refresh, setStored],
  );

  /** An upload or its conversion failed: the answer is cleared (SPEC 4); resolves with the error to show. */
  const unsettle = useCallback(
    async (key: string, error: unknown) => {
      calls.current.setAnswer(key, '');
      await refresh();
      return error instanceof UploadError ? error : new UploadError(errorMessage(error));
    },
    [refresh],
  );

  const upload = useCallback(
    async (key: string, file: File) => {
      if (!enabled) throw new UploadError('');
      checked.current.add(key);
      dismissFailure(key);
      mark(key, true);
      try {
        const status = await uploadDocument(key, file, {
          save: () => calls.current.save(),
          cancelled: () => !mounted.current,
        });
        await settle(key, status, { file_name: file.name, file_size: file.size });
      } catch (error) {
        throw await unsettle(key, error);
      } finally {
        mark(key, false);
      }
    },
    [enabled, mark, dismissFailure, settle, unsettle],
  );

  /**
   * After a reload: checks the conversion of a stored document once and, while it runs,
   * polls it as after an upload (the widget shows its progress, tabs stay blocked). A
   * first check that breaks or answers nothing known changes nothing: the answer may be right.
   */
  const resume = useCallback(
    async (key: string) => {
      let running = false;
      try {
        const status = await pollConversion(key, {
          cancelled: () => !mounted.current || !enabledRef.current,
          onPending: () => {
            running = true;
            mark(key, true);
          },
        });
        await settle(key, status);
      } catch (error) {
        if (!running && !(error instanceof ConversionFailedError)) return;
        const shown = await unsettle(key, error);
        if (mounted.current) setFailed((previous) => ({ ...previous, [key]: { message: shown.message } }));
      } finally {
        if (running) mark(key, false);
      }
    },
    [mark, settle, unsettle],
  );

  useEffect(() => {
    if (!enabled) {
      checked.current.clear();
      return;
    }
    if (data === undefined) return;
    for (const [key, document] of Object.entries(data)) {
      if (!document || checked.current.has(key)) continue;
      checked.current.add(key);
      if (calls.current.answerOf?.(key) === DOCUMENT_ANSWERED) continue;
      void resume(key);
    }
  }, [enabled, data, resume]);

  const remove = useCallback(
    async (key: string) => {
      dismissFailure(key);
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
    [mark, dismissFailure, refresh, setStored],
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
    () => ({ stored, busy, failed, dismissFailure, upload, remove, leaveTab, refresh }),
    [stored, busy, failed, dismissFailure, upload, remove, leaveTab, refresh],
  );
  return <DocumentsContext.Provider value={value}>{children}</DocumentsContext.Provider>;
}
