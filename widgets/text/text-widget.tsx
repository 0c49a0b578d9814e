/**
 * The catalogue's 'text' widget: one line, or a password-style input when ui:options.inputType
 * says so. As the answer nears the question's maxLength (the catalogue's 45 by default), a
 * live count shows beside it, so the applicant learns the limit while typing rather than
 * from validation, which still checks it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { questionOf, widgetContext } from '../context';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';
import { type CounterMessages, counterText } from '../textarea/textarea-widget';

/** The share of the limit from which the count shows. */
export const COUNT_FROM = 0.8;

/** The count to show for an answer of `length` against `limit`, or undefined while far from it. */
export function nearLimitText(
  messages: CounterMessages,
  length: number,
  limit: number | undefined,
): string | undefined {
  if (limit === undefined || length < Math.ceil(limit * COUNT_FROM)) return undefined;
  return counterText(messages, length, limit);
}

function InteractiveText(props: WidgetProps) {
  const type = props.options.inputType === 'password' ? 'password' : 'text';
  const email = /email/.test(props.name);
  const context = widgetContext(props.registry);
  const limit = questionOf(context, props.name)?.schema.maxLength;
  const { messages } = context.engine.catalogue.index;
  const counter =
    type === 'password' ? undefined : (length: number) => nearLimitText(messages, length, limit);
  return (
    <TextInput
      {...props}
      inputType={email ? 'email' : type}
      keyboard={email ? 'email' : 'text'}
      freeText={!email && type === 'text'}
      counter={counter}
    />
  );
}

/** Text input, or its read-only box in the staff view. */
export const TextWidget = withReadOnly(InteractiveText);
