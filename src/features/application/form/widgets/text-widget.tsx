import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors, text, widgetName } from './shared';

/** Input attributes per catalogue widget: the keyboard and autofill a browser offers. */
const INPUT_HINTS: Record<string, { inputMode?: 'tel' | 'numeric' | 'email'; autoComplete?: string }> = {
  phone: { inputMode: 'tel', autoComplete: 'tel-national' },
  ssn: { inputMode: 'numeric', autoComplete: 'off' },
};

/** Text, date and password inputs (SPEC 3 input types); phone and SSN are formatted by the engine. */
export function TextWidget(props: WidgetProps) {
  const {
    id,
    label,
    value,
    required,
    disabled,
    readonly,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
  } = props;
  const inputType = typeof options.inputType === 'string' ? options.inputType : 'text';
  const type = inputType === 'date' || inputType === 'password' ? inputType : 'text';
  const hints = INPUT_HINTS[widgetName(props)] ?? {};
  const emailLike = /email/.test(props.name) ? { inputMode: 'email' as const, autoComplete: 'off' } : {};
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      type={type}
      value={text(value)}
      required={required}
      disabled={disabled}
      error={hasErrors(rawErrors)}
      fullWidth
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{
        htmlInput: {
          readOnly: readonly,
          maxLength: type === 'date' ? undefined : schema.maxLength,
          'aria-describedby': describedBy(props),
          ...emailLike,
          ...hints,
        },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
