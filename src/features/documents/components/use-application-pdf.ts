/**
 * SPEC 9's polling of GET /api/pdf: every second while the PDF is UNPROCESSED or
 * IN_PROGRESS, then every 10 minutes after the first result that is not loading (the
 * server renders again whenever the answers or documents changed). FAILED becomes the
 * generic error (SPEC 8).
 */
import { useEffect, useState } from 'react';
import type { ApplicationPdf } from '../../../../engine/contract';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/errors';
import { getApplicationPdf } from '../api/application-pdf';
import { isPending } from '../upload-flow';

export const PDF_POLL_LOADING_MS = 1000;
export const PDF_POLL_SETTLED_MS = 600_000;

export interface ApplicationPdfState {
  loading: boolean;
  /** The PDF's address once COMPLETED. */
  url: string | null;
  error: string | null;
}

const LOADING: ApplicationPdfState = { loading: true, url: null, error: null };

function settle(pdf: ApplicationPdf): ApplicationPdfState {
  if (isPending(pdf.status)) return LOADING;
  if (pdf.status === 'COMPLETED' && pdf.url) return { loading: false, url: pdf.url, error: null };
  return { loading: false, url: null, error: GENERIC_ERROR_MESSAGE };
}

/** The application PDF's state, polled while `enabled` (logged in only, SPEC 6). */
export function useApplicationPdf(enabled: boolean): ApplicationPdfState {
  const [state, setState] = useState<ApplicationPdfState>(LOADING);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      let next: ApplicationPdfState;
      try {
        next = settle(await getApplicationPdf());
      } catch {
        next = { loading: false, url: null, error: GENERIC_ERROR_MESSAGE };
      }
      if (stopped) return;
      setState(next);
      timer = setTimeout(() => void poll(), next.loading ? PDF_POLL_LOADING_MS : PDF_POLL_SETTLED_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [enabled]);
  return state;
}
