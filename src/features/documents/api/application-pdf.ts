/** SPEC 7 and 9: GET /api/pdf, the application PDF's status and, once COMPLETED, its url. */
import { api } from '../../../lib/api-client';
import type { PdfStatus } from './conversion';

export interface ApplicationPdf {
  status: PdfStatus;
  url: string | null;
}

export function getApplicationPdf(): Promise<ApplicationPdf> {
  return api.get<ApplicationPdf>('/api/pdf');
}
