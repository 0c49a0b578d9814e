/** The catalogue's 'text' widget: one line, or a password-style input when ui:options.inputType says so. */
import type { WidgetProps } from '@rjsf/utils';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

function InteractiveText(props: WidgetProps) {
  const type = props.options.inputType === 'password' ? 'password' : 'text';
  const email = /email/.test(props.name);
  return <TextInput {...props} inputType={email ? 'email' : type} keyboard={email ? 'email' : 'text'} />;
}

/** Text input, or its read-only box in the staff view. */
export const TextWidget = withReadOnly(InteractiveText);
