import { useEffect } from 'react';

/** Each page names itself in the tab title (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
