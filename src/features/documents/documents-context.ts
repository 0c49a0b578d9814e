import { createContext, useContext } from 'react';
import type { DocumentsApi } from '../../../widgets';

/** What the form hands the file-upload and tabs widgets, plus the tab clean-up. */
export interface Documents extends DocumentsApi {
  /**
   * Deletes the stored uploads among `keys` (the file questions of the tabs left), each
   * conversion first and then the upload (SPEC 4). Rejects when a deletion failed,
   * after reloading what the server holds.
   */
  leaveTab(keys: string[]): Promise<void>;
  /**
   * Conversions resumed after a reload that ended FAILED (or broke off), by key: the
   * message the widget shows inline, with the toast, until it calls dismissFailure.
   */
  failed: Record<string, { message: string } | undefined>;
  dismissFailure(key: string): void;
  /** Reloads GET /api/document-answer (after an error, SPEC 8). */
  refresh(): Promise<void>;
}

export const DocumentsContext = createContext<Documents | undefined>(undefined);

/** The applicant's documents; undefined outside <DocumentsProvider> (nothing can be uploaded there). */
export function useDocuments(): Documents | undefined {
  return useContext(DocumentsContext);
}
