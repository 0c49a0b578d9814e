/** The documents feature's edge: uploads and their conversion (SPEC 4), and the application PDF (SPEC 9). */

export { DOCUMENT_ANSWERS_KEY } from './api/document-answers';
export { ApplicationPdfDownload } from './components/later-pdf-download';
export { type Documents, useDocuments } from './documents-context';
export { DOCUMENT_ANSWERED, DocumentsProvider } from './documents-provider';
export { fileKeysLeft } from './tab-files';
