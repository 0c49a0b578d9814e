/**
 * The catalogue's 'checkbox' widget: one box storing 'true' or 'false'. A checkbox
 * group (the race questions) is several such keys in one section, each with its own
 * answer (SPEC 3: checkbox groups are keyed per key); CheckboxGroup lays them out.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from '../../ui/a11y';
import { withReadOnly } from '../shared/read-only-widget';

/** A labelled checkbox for a 'true'/'false' answer. */
export function InteractiveCheckbox(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors } = props;
  return (
    <FormControlLabel
      label={label}
      required={required}
      disabled={disabled}
      control={
        <Checkbox
          id={id}
          name={props.htmlName ?? name}
          checked={value === 'true'}
          slotProps={{ input: inputA11y(id, rawErrors) }}
          onChange={(event) => !readonly && props.onChange(event.target.checked ? 'true' : 'false')}
        />
      }
    />
  );
}

/** Checkbox, or [X] / [ ] in the staff view. */
export const CheckboxWidget = withReadOnly(InteractiveCheckbox);
