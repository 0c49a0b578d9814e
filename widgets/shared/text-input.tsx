/**
 * The one text input behind text, phone, SSN, date and textarea: an outlined MUI field
 * wired to RJSF (label, required, errors, help) with an optional `format` applied as
 * the applicant types. Empty input stores '' (SPEC 3: the empty answer).
 *
 * Built from the parts TextField assembles (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), with the same markup and ids: TextField itself also imports Select,
 * Menu and Popover, which no text input needs (SPEC 9's /about budget).
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { inputA11y } from '../../ui/a11y';

export interface TextInputProps extends WidgetProps {
  /** Turns raw input into the stored form (formatPhone, formatSsn). */
  format?: (value: string) => string;
  inputType?: string;
  keyboard?: 'text' | 'tel' | 'numeric' | 'email';
  autocompleteHint?: string;
  maxLength?: number;
  multiline?: boolean;
  /** More ids for aria-describedby (a character counter). */
  describedBy?: string[];
  /** Overrides the change handler (the date input ignores invalid dates). */
  onRawChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputValue?: string;
  slotHelper?: ReactNode;
}

/** A labelled, formatted text input for RJSF. */
export function TextInput(props: TextInputProps) {
  const { id, name, label, hideLabel, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const { onChange, onBlur, onFocus, format, inputType: type = 'text', placeholder } = props;
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    onChange(format ? format(raw) : raw);
  };
  const shownLabel = hideLabel ? undefined : label;
  const hasLabel = shownLabel != null && shownLabel !== '';
  // A date input always shows its own placeholder (mm/dd/yyyy), so the label sits above it.
  const shrink = type === 'date' ? true : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      required={required}
      disabled={disabled}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth
    >
      {hasLabel && (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
          {shownLabel}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        name={props.htmlName ?? name}
        label={shownLabel}
        notched={shrink}
        value={props.inputValue ?? value ?? ''}
        type={type}
        placeholder={placeholder}
        autoFocus={autofocus}
        multiline={props.multiline}
        minRows={props.multiline ? 4 : undefined}
        fullWidth
        onChange={props.onRawChange ?? handle}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        inputProps={{
          ...inputA11y(id, rawErrors, props.describedBy),
          readOnly: readonly,
          inputMode: props.keyboard,
          autoComplete: props.autocompleteHint,
          maxLength: props.maxLength,
        }}
      />
      {props.slotHelper ? <FormHelperText id={`${id}__counter`}>{props.slotHelper}</FormHelperText> : null}
    </FormControl>
  );
}
