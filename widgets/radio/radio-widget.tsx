/**
 * The catalogue's 'radio' and 'radioBlock' widgets: a radio group of the question's
 * options. A radio-driven block (SPEC 4) is the same control; which keys show for the
 * chosen answer is the engine's rule, so the form shows them under this question.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from '../../ui/a11y';
import { widgetContext } from '../context';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';

function InteractiveRadio(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors } = props;
  const options = choicesOf(widgetContext(props.registry), name, false);
  const a11y = inputA11y(id, rawErrors);
  return (
    <FormControl component="fieldset" required={required} error={a11y['aria-invalid']} disabled={disabled}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <RadioGroup
        row={options.length <= 3}
        name={props.htmlName ?? name}
        value={String(value ?? '')}
        aria-labelledby={`${id}-label`}
        aria-required={required || undefined}
        {...a11y}
        onChange={(event) => !readonly && props.onChange(event.target.value)}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            // Required is the group's (legend asterisk, aria-required): on each radio MUI
            // would mark every option label with an asterisk too.
            control={<Radio id={index === 0 ? id : `${id}-${index}`} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Radio group, or its read-only box (the chosen label) in the staff view. */
export const RadioWidget = withReadOnly(InteractiveRadio);
