/** The calls of the status machine and of navigation (SPEC 4, 7). */
import type { MessageBody, Submitted } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';
import type { WebStatus } from '../state/web-status';

/** SPEC 9: the web-status post is retried up to 2 times. */
export const WEB_STATUS_RETRIES = 2;

/** POST /api/web-status, retried twice; the last failure is thrown. */
export async function postWebStatus(status: WebStatus): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await api.post<MessageBody | undefined>('/api/web-status', { web_status: status });
      return;
    } catch (error) {
      if (attempt >= WEB_STATUS_RETRIES) throw error;
    }
  }
}

/** PUT /api/last-page */
export function putLastPage(path: string): Promise<unknown> {
  return api.put('/api/last-page', { last_page: path });
}

/** POST /api/validations: the failures of the latest save-time validation (key → messages). */
export function postValidations(failures: Record<string, string[]>): Promise<unknown> {
  return api.post('/api/validations', { failures });
}

/** POST /api/submit: 422 with {message, errors, missing} when the server finds the application incomplete. */
export function postSubmit(): Promise<Submitted> {
  return api.post<Submitted>('/api/submit', {});
}
