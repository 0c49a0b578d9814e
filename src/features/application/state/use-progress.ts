/**
 * The progress marks of the top navigation: each page's count of answers still needed,
 * from the engine's pageProgress (the rules of submit validation), for a logged-in
 * applicant. The validators load after the page shows; the count follows the answers
 * a moment after typing stops, so a keystroke never waits for a whole validation.
 */
import { useEffect, useState } from 'react';
import { type PageProgress, pageProgress } from '../../../../engine/validation/progress';
import { loadValidators } from '../../../lib/engine';
import { useAnswerStore } from './answer-hooks';
import { useApplication } from './application-context';

/** Typing pauses this long before the marks count again. */
export const PROGRESS_DELAY_MS = 300;

/** Every page's progress, or null (anonymous, or validators still loading). */
export function useProgress(): PageProgress[] | null {
  const { engine, formContext, today, snapshot } = useApplication();
  const store = useAnswerStore();
  const enabled = snapshot.is_logged_in;
  const [ready, setReady] = useState(false);
  const [progress, setProgress] = useState<PageProgress[] | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadValidators(engine).then(
      () => live && setReady(true),
      // Without validators there is nothing to count; the pages show no marks.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, engine]);

  useEffect(() => {
    if (!enabled || !ready) {
      setProgress(null);
      return;
    }
    const count = () => setProgress(pageProgress(engine, store.get(), today, formContext));
    count();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(count, PROGRESS_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [enabled, ready, engine, store, today, formContext]);

  return progress;
}
