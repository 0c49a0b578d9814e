/**
 * The interactive stage's outlined input (autocomplete-interactive.tsx): MUI's, as its
 * Autocomplete renders it, and so not on the first page (issue 16).
 */
import FormControl from '@mui/material/FormControl';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import type { InputHTMLAttributes, Ref } from 'react';
import { inputA11y } from '../../ui/a11y';

interface AutocompleteInputProps {
  widget: WidgetProps;
  /** Ids the input is also described by (the manual-entry note). */
  describedBy: string[];
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  labelProps?: Partial<InputLabelProps>;
  /** The outlined input's root: MUI's ref, class and adornments in the interactive stage. */
  inputProps?: Partial<OutlinedInputProps>;
  /** The <input> itself: the combobox attributes and handlers. */
  htmlInputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

/** TextField's parts, not TextField: TextField also imports Select, Menu and Popover. */
export function AutocompleteInput(props: AutocompleteInputProps) {
  const { id, name, label, required, rawErrors, htmlName } = props.widget;
  return (
    <FormControl
      className="MuiTextField-root"
      required={required}
      disabled={props.disabled}
      error={(rawErrors?.length ?? 0) > 0}
      fullWidth={props.fullWidth ?? true}
      size={props.size}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} {...props.labelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        label={label}
        fullWidth={props.fullWidth ?? true}
        {...props.inputProps}
        inputProps={{
          ...props.htmlInputProps,
          ...inputA11y(id, rawErrors, props.describedBy),
          name: htmlName ?? name,
          autoComplete: 'off',
          dir: 'auto',
        }}
      />
    </FormControl>
  );
}
