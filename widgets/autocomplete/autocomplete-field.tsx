/**
 * What the autocomplete's two stages share: its settings from the catalogue, the
 * manual-entry rule, and the outlined input both render, so that the light stage
 * /about loads looks and reads (a combobox, the same label, help and errors) exactly
 * like MUI's Autocomplete that replaces it.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import type { InputHTMLAttributes, Ref } from 'react';
import { inputA11y } from '../../ui/a11y';
import { widgetContext } from '../context';
import { manualEntryNote } from './texts';

/** The lookup category, the key the chosen record's id goes to, and the stored answer. */
export function autocompleteSettings(props: WidgetProps) {
  const context = widgetContext(props.registry);
  const rule = context.engine.catalogue.pages
    .flatMap((page) => page.rules.autocompletes)
    .find((item) => item.key === props.name);
  return {
    context,
    category: String(props.options.category ?? rule?.category ?? ''),
    idKey: (props.options.idKey as string | undefined) ?? rule?.idKey,
    stored: String(props.value ?? ''),
    noteId: `${props.id}__manual`,
  };
}

/**
 * The manual-entry note shows once the answer is the applicant's own text: they kept
 * it with 'Use: "x"' (typedByApplicant), or no record id was stored beside it.
 */
export function showsManualNote(
  settings: ReturnType<typeof autocompleteSettings>,
  typedByApplicant: boolean,
) {
  const { stored, idKey, context } = settings;
  return stored !== '' && (typedByApplicant || (idKey !== undefined && !context.answers[idKey]));
}

export function ManualEntryNote({ id, category }: { id: string; category: string }) {
  return <FormHelperText id={id}>{manualEntryNote(category)}</FormHelperText>;
}

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
        }}
      />
    </FormControl>
  );
}
