/**
 * The catalogue's 'ssn' widget: digits grouped 3-2-4 with dashes as typed (SPEC 3).
 * The staff view shows only the last four digits, as the engine presents it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { formatSsn } from '../../engine';
import { withReadOnly } from '../shared/read-only-widget';
import { TextInput } from '../shared/text-input';

function InteractiveSsn(props: WidgetProps) {
  // ui:options.inputType 'password' hides the number from someone looking over a shoulder.
  const type = props.options.inputType === 'password' ? 'password' : 'text';
  return (
    <TextInput {...props} inputType={type} keyboard="numeric" autocompleteHint="off" format={formatSsn} />
  );
}

/** SSN input, or its masked read-only box in the staff view. */
export const SsnWidget = withReadOnly(InteractiveSsn);
