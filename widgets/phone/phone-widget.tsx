/** The catalogue's 'phone' widget: formats to (NNN) NNN-NNNN as the applicant types (SPEC 5). */
import type { WidgetProps } from '@rjsf/utils';
import { formatPhone } from '../../engine';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

function InteractivePhone(props: WidgetProps) {
  return (
    <TextInput
      {...props}
      inputType="tel"
      keyboard="tel"
      autocompleteHint="tel-national"
      format={formatPhone}
    />
  );
}

/** Phone input, or its read-only box in the staff view. */
export const PhoneWidget = withReadOnly(InteractivePhone);
