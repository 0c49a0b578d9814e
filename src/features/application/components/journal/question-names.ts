/** How the journal's lists name an answer key. */
import type { Engine } from '../../../../../engine';

/** A question's title for a key, for lists the applicant reads. */
export function questionTitle(engine: Engine, key: string): string {
  const title = engine.catalogue.questions.get(key)?.schema.title;
  return typeof title === 'string' && title !== '' ? title : key;
}

/** The keys to name: a dropdown's `_desc` label travels with its question and is not named twice. */
export function shownKeys(engine: Engine, keys: readonly string[]): string[] {
  return keys.filter((key) => {
    if (!key.endsWith('_desc')) return true;
    const own = key.slice(0, -'_desc'.length);
    return !engine.catalogue.questions.has(own);
  });
}
