import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldErrors } from './field-errors';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Messages to show under the field now; empty means the field shows as valid. */
  errors: string[];
  /**
   * Marks the field invalid without messages under it, when another element shows
   * them (the password requirements list, named in describedBy).
   */
  invalid?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Ids of other elements that describe the field, e.g. a requirements list. */
  describedBy?: string;
  endAdornment?: ReactNode;
}

/**
 * A labelled text input whose messages are announced with it: aria-invalid while
 * it shows errors, aria-describedby pointing at them (and at any extra description).
 */
export function FormField(props: FormFieldProps) {
  const { id, errors, describedBy, endAdornment, inputMode } = props;
  const hasMessages = errors.length > 0;
  const invalid = hasMessages || props.invalid === true;
  const helperId = `${id}-helper-text`;
  const describedByIds = [hasMessages ? helperId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      name={id}
      label={props.label}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      autoComplete={props.autoComplete}
      error={invalid}
      required
      fullWidth
      helperText={hasMessages ? <FieldErrors messages={errors} /> : undefined}
      slotProps={{
        htmlInput: { inputMode, 'aria-describedby': describedByIds === '' ? undefined : describedByIds },
        input: endAdornment ? { endAdornment } : undefined,
        formHelperText: { component: 'div', id: helperId } as Record<string, unknown>,
      }}
    />
  );
}
