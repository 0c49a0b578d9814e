/**
 * The catalogue's 'textarea' widget with a live character counter (SPEC 5, 9): the
 * limit is the question's maxLength, which the engine sets from the catalogue's text
 * area limit (1500) or the partner's character_limit.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { CatalogueIndex } from '../../engine';
import { fillMessage } from '../../engine/catalogue/messages';
import { questionOf, widgetContext } from '../context';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

/** The two messages a count is worded by. */
export type CounterMessages = Pick<CatalogueIndex['messages'], 'counter' | 'counterOver'>;

/** The count beside a field, in the catalogue's words: '12 / 1500 characters', '3 characters over the limit of 1500'. */
export function counterText(messages: CounterMessages, length: number, limit: number): string {
  if (length > limit) return fillMessage(messages.counterOver, { over: length - limit, limit });
  return fillMessage(messages.counter, { length, limit });
}

function InteractiveTextarea(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const limit = questionOf(context, props.name)?.schema.maxLength ?? context.engine.catalogue.limits.textarea;
  const { messages } = context.engine.catalogue.index;
  const counter =
    props.options.counter === false ? undefined : (length: number) => counterText(messages, length, limit);
  return <TextInput {...props} multiline freeText counter={counter} />;
}

/** Text area with counter, or its read-only box in the staff view. */
export const TextareaWidget = withReadOnly(InteractiveTextarea);
