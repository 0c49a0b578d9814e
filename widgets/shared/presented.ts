/**
 * What the staff view shows for a key, taken from the engine's presentAnswers (the
 * same text the print page and the PDF use), cached per answers object so a page of
 * read-only widgets presents the application once, not once per widget.
 */
import { type Answers, type FormContext, type PresentedItem, presentAnswers } from '../../engine';
import type { WidgetContext } from '../context';

let cache:
  | { answers: Answers; state: FormContext | undefined; items: Map<string, PresentedItem> }
  | undefined;

/** The presented item of a key, or undefined when the engine does not show it. */
export function presented(context: WidgetContext, key: string): PresentedItem | undefined {
  if (!cache || cache.answers !== context.answers || cache.state !== context.state) {
    const items = new Map<string, PresentedItem>();
    for (const page of presentAnswers(context.engine, context.answers, context.state ?? {})) {
      for (const section of page.sections) for (const item of section.items) items.set(item.key, item);
    }
    cache = { answers: context.answers, state: context.state, items };
  }
  return cache.items.get(key);
}
