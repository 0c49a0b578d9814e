/**
 * The catalogue's 'textarea' widget with a live character counter (SPEC 5, 9): the
 * limit is the question's maxLength, which the engine sets from the catalogue's text
 * area limit (1500) or the partner's character_limit.
 */
import type { WidgetProps } from '@rjsf/utils';
import { questionOf, widgetContext } from '../context';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

/** '12 of 1500 characters used' / 'Over the limit by 3 characters'. */
export function counterText(length: number, limit: number): string {
  if (length > limit) return `${length - limit} characters over the limit of ${limit}`;
  return `${length} / ${limit} characters`;
}

function InteractiveTextarea(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const limit = questionOf(context, props.name)?.schema.maxLength ?? context.engine.catalogue.limits.textarea;
  const counter =
    props.options.counter === false ? undefined : (length: number) => counterText(length, limit);
  return <TextInput {...props} multiline counter={counter} />;
}

/** Text area with counter, or its read-only box in the staff view. */
export const TextareaWidget = withReadOnly(InteractiveTextarea);
