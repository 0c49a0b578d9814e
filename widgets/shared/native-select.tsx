/**
 * A labelled native select: the platform's own keyboard handling, type-ahead and
 * screen-reader support, on every phone, with MUI's outline.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MuiNativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Option } from '../../engine';
import { inputA11y } from '../../ui/a11y';

export interface NativeSelectProps {
  id: string;
  name?: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
  onFocus?: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  rawErrors?: string[];
  /** An option value missing from the list is shown as itself rather than silently lost. */
  keepUnknown?: boolean;
}

/** A native select in an outlined MUI field. */
export function NativeSelect(props: NativeSelectProps) {
  const { id, label, value, options, rawErrors } = props;
  const listed = options.some((option) => option.value === value);
  const shown = listed || value === '' ? options : [...options, { value, label: value }];
  // TextField's parts, not TextField: it also imports Select, Menu and Popover.
  return (
    <FormControl
      className="MuiTextField-root"
      required={props.required}
      disabled={props.disabled}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <MuiNativeSelect
        id={id}
        name={props.name}
        value={value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={(event) => props.onBlur?.(event.target.value)}
        onFocus={(event) => props.onFocus?.(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={inputA11y(id, rawErrors)}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </MuiNativeSelect>
    </FormControl>
  );
}
