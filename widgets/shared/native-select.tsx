/**
 * A labelled native select: the platform's own keyboard handling, type-ahead and
 * screen-reader support, on every phone, with MUI's outline.
 */
import TextField from '@mui/material/TextField';
import type { Option } from '../../engine';
import { inputA11y } from './a11y';

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

/** A native select in an MUI TextField. */
export function NativeSelect(props: NativeSelectProps) {
  const { id, label, value, options, rawErrors } = props;
  const listed = options.some((option) => option.value === value);
  const shown = listed || value === '' ? options : [...options, { value, label: value }];
  return (
    <TextField
      select
      id={id}
      name={props.name}
      label={label}
      value={value}
      required={props.required}
      disabled={props.disabled}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={(event) => props.onBlur?.(event.target.value)}
      onFocus={(event) => props.onFocus?.(event.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: inputA11y(id, rawErrors),
        inputLabel: { shrink: true },
      }}
    >
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
