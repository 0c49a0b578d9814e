/** SPEC 7 and 9: GET /api/pdf, the application PDF's status and, once COMPLETED, its url. */
import type { ApplicationPdf } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

export function getApplicationPdf(): Promise<ApplicationPdf> {
  return api.get<ApplicationPdf>('/api/pdf');
}
