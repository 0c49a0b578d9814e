/**
 * What the staff view shows for a key, taken from the engine's presentAnswers (the
 * same text the print page and the PDF use), cached per engine, answers object and
 * state so a page of read-only widgets presents the application once, not once per
 * widget, and never with another partner's catalogue.
 */
import { type PresentedItem, presentAnswers } from '../../engine';
import type { WidgetContext } from '../context';

/** The last presentation, with what it was made from. */
let cache:
  | (Pick<WidgetContext, 'engine' | 'answers' | 'state'> & { items: Map<string, PresentedItem> })
  | undefined;

/** The presented item of a key, or undefined when the engine does not show it. */
export function presented(context: WidgetContext, key: string): PresentedItem | undefined {
  const { engine, answers, state } = context;
  if (!cache || cache.engine !== engine || cache.answers !== answers || cache.state !== state) {
    const items = new Map<string, PresentedItem>();
    for (const page of presentAnswers(engine, answers, state ?? {})) {
      for (const section of page.sections) for (const item of section.items) items.set(item.key, item);
    }
    cache = { engine, answers, state, items };
  }
  return cache.items.get(key);
}
