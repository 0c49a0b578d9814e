import type { ReactNode } from 'react';
import { DocumentsProvider } from '../../documents';
import { useApplication } from '../state/application-context';

/**
 * The documents feature (SPEC 4) bound to this application: uploads save the answers
 * first, and set the file question's answer through the engine. Above the pages, so an
 * upload keeps going while the applicant moves between them.
 */
export function ApplicationDocuments({ children }: { children: ReactNode }) {
  const { snapshot, flush, change, current } = useApplication();
  return (
    <DocumentsProvider
      enabled={snapshot.is_logged_in}
      save={flush}
      setAnswer={change}
      answerOf={(key) => current.current[key]}
    >
      {children}
    </DocumentsProvider>
  );
}
