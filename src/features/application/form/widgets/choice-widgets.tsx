import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { optionsFor } from '../../engine-exports';
import { useApplication } from '../../state/application-context';
import { describedBy, hasErrors, text } from './shared';

/** The options a question offers now: its list, a conditional dropdown's list, or years. */
export function useOptions(key: string) {
  const { engine, answers, today } = useApplication();
  return optionsFor(engine.catalogue, key, answers, today);
}

/** A native select: accessible everywhere, quick with 250 countries, and the phone's own picker. */
export function SelectWidget(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus } =
    props;
  const options = useOptions(name);
  const hasEmpty = options.some((option) => option.value === '');
  return (
    <TextField
      id={id}
      name={id}
      select
      label={label}
      value={text(value)}
      required={required}
      disabled={disabled || readonly}
      error={hasErrors(rawErrors)}
      fullWidth
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': describedBy(props) },
      }}
    >
      {!hasEmpty && <option value="">Choose one</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Radio buttons in a fieldset named by the question. */
export function RadioWidget(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors, onChange } = props;
  const options = useOptions(name).filter((option) => option.value !== '');
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={hasErrors(rawErrors)}
      disabled={disabled || readonly}
    >
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={id}
        value={text(value)}
        onChange={(_event, next) => onChange(next)}
        aria-describedby={describedBy(props)}
        aria-invalid={hasErrors(rawErrors) || undefined}
        row={options.length <= 3}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio id={index === 0 ? id : `${id}-${index}`} />}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A checkbox stored as 'true' / 'false' (the catalogue's answers are strings). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, rawErrors, onChange } = props;
  return (
    <FormControl error={hasErrors(rawErrors)} required={required}>
      <FormControlLabel
        label={label}
        required={required}
        disabled={disabled || readonly}
        control={
          <Checkbox
            id={id}
            checked={value === 'true'}
            onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
            slotProps={{
              input: { 'aria-describedby': describedBy(props), 'aria-invalid': hasErrors(rawErrors) },
            }}
          />
        }
      />
    </FormControl>
  );
}
