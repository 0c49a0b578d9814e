/**
 * SPEC 9's polling of GET /api/pdf: every second while the PDF is UNPROCESSED or
 * IN_PROGRESS, then every 10 minutes after the first result that is not loading (the
 * server renders again whenever the answers or documents changed). FAILED becomes the
 * generic error (SPEC 8). A status check that fails (the network, the server) is not the
 * PDF failing: it is asked again soon, with backoff, and at once when the browser is back
 * online, so that a dropped connection never leaves the download off for 10 minutes.
 */
import { useEffect, useState } from 'react';
import type { ApplicationPdf } from '../../../../engine/contract';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/errors';
import { getApplicationPdf } from '../api/application-pdf';
import { isPending } from '../upload-flow';

export const PDF_POLL_LOADING_MS = 1000;
export const PDF_POLL_SETTLED_MS = 600_000;
/** After a failed check: 2 s, doubling to a minute. */
export const PDF_RETRY_FIRST_MS = 2_000;
export const PDF_RETRY_MAX_MS = 60_000;

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
    let asking = false;
    let failures = 0;
    const poll = async () => {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      let next: ApplicationPdfState;
      let delay: number;
      try {
        next = settle(await getApplicationPdf());
        failures = 0;
        delay = next.loading ? PDF_POLL_LOADING_MS : PDF_POLL_SETTLED_MS;
      } catch {
        next = { loading: false, url: null, error: GENERIC_ERROR_MESSAGE };
        delay = Math.min(PDF_RETRY_FIRST_MS * 2 ** failures, PDF_RETRY_MAX_MS);
        failures += 1;
      } finally {
        asking = false;
      }
      if (stopped) return;
      setState(next);
      timer = setTimeout(() => void poll(), delay);
    };
    const backOnline = () => {
      if (failures > 0) void poll();
    };
    window.addEventListener('online', backOnline);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', backOnline);
    };
  }, [enabled]);
  return state;
}
