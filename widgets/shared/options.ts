/** The options a choice widget offers now, from the engine (option lists, year lists, conditional lists). */
import { type Option, optionsFor } from '../../engine';
import { todayOf, type WidgetContext } from '../context';

/** The options of a key, with a '--' placeholder first so 'no answer' can be chosen. */
export function choicesOf(context: WidgetContext, key: string, placeholder = true): Option[] {
  const options = optionsFor(context.engine.catalogue, key, context.answers, todayOf(context));
  const listed = options.filter((option) => option.value !== '');
  return placeholder ? [{ value: '', label: '--' }, ...listed] : listed;
}
