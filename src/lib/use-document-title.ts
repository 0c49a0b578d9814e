import { useEffect } from 'react';
import { afterPaint } from './after-paint';

/**
 * Each page names itself in the tab title (WCAG 2.4.2). `when: 'after-paint'` sets it once
 * the page's first frame has painted: a form page's change renders at once, its effects
 * run in the click's task, and setting the title (which Chrome hands to the browser
 * process) was about a tenth of that task on a phone (issue 16).
 */
export function useDocumentTitle(title: string, when: 'at-once' | 'after-paint' = 'at-once'): void {
  useEffect(() => {
    if (when === 'at-once') {
      document.title = title;
      return;
    }
    return afterPaint(() => {
      document.title = title;
    });
  }, [title, when]);
}
