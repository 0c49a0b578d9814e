/**
 * A labelled native select: the platform's own keyboard handling, type-ahead and
 * screen-reader support, on every phone, in the outlined field (field.tsx) with MUI's
 * arrow.
 */
import type { Option } from '../../engine';
import { inputA11y } from '../../ui/a11y';
import { OutlinedField } from './field';
import { fieldClasses } from './field-styles';

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

/** A native select in an outlined field; its label always sits above it. */
export function NativeSelect(props: NativeSelectProps) {
  const { id, label, value, options, rawErrors } = props;
  const listed = options.some((option) => option.value === value);
  const shown = listed || value === '' ? options : [...options, { value, label: value }];
  return (
    <OutlinedField
      id={id}
      label={label}
      required={props.required}
      disabled={props.disabled}
      error={(rawErrors?.length ?? 0) > 0}
      shrink
    >
      <select
        id={id}
        name={props.name}
        className={`${fieldClasses.input} ${fieldClasses.select}`}
        value={value}
        required={props.required}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={(event) => props.onBlur?.(event.target.value)}
        onFocus={(event) => props.onFocus?.(event.target.value)}
        {...inputA11y(id, rawErrors)}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={fieldClasses.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </OutlinedField>
  );
}
