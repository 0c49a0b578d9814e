import { laterComponent } from '../../../../ui/lazy';

/**
 * 'Download a PDF of your application' (application-pdf-download.tsx), which only the last
 * page and the completion page show to a logged-in applicant: loaded after the first page
 * (issue 16).
 */
export const ApplicationPdfDownload = laterComponent(() =>
  import('./application-pdf-download').then((module) => module.ApplicationPdfDownload),
);
