/** The keys shown now (engine's computeVisibility), cached per answers and state objects. */
import { computeVisibility } from '../../engine';
import type { WidgetContext } from '../context';

let cache: { answers: unknown; state: unknown; engine: unknown; visible: Set<string> } | undefined;

/** The keys the engine shows for the context's answers and state. */
export function visibleKeys(context: WidgetContext): Set<string> {
  const { answers, state, engine } = context;
  if (!cache || cache.answers !== answers || cache.state !== state || cache.engine !== engine) {
    const { visible } = computeVisibility(engine.catalogue, answers, engine.evaluate, state ?? {});
    cache = { answers, state, engine, visible };
  }
  return cache.visible;
}
