/**
 * The one text input behind text, phone, SSN, date and textarea: an MUI TextField
 * wired to RJSF (label, required, errors, help) with an optional `format` applied as
 * the applicant types. Empty input stores '' (SPEC 3: the empty answer).
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { inputA11y } from './a11y';

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
  slotHelper?: TextFieldProps['helperText'];
}

/** A labelled, formatted text input for RJSF. */
export function TextInput(props: TextInputProps) {
  const { id, name, label, hideLabel, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const { onChange, onBlur, onFocus, format, inputType: type = 'text', placeholder } = props;
  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    onChange(format ? format(raw) : raw);
  };
  return (
    <TextField
      id={id}
      name={props.htmlName ?? name}
      label={hideLabel ? undefined : label}
      value={props.inputValue ?? value ?? ''}
      type={type}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      autoFocus={autofocus}
      error={(rawErrors?.length ?? 0) > 0}
      multiline={props.multiline}
      minRows={props.multiline ? 4 : undefined}
      fullWidth
      helperText={props.slotHelper}
      onChange={props.onRawChange ?? handle}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      slotProps={{
        htmlInput: {
          ...inputA11y(id, rawErrors, props.describedBy),
          readOnly: readonly,
          inputMode: props.keyboard,
          autoComplete: props.autocompleteHint,
          maxLength: props.maxLength,
        },
        formHelperText: { id: `${id}__counter` },
        // A date input always shows its own placeholder (mm/dd/yyyy), so the label sits above it.
        inputLabel: type === 'date' ? { shrink: true } : {},
      }}
    />
  );
}
