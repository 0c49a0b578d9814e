/**
 * The one text input behind text, phone, SSN, date and textarea: an outlined MUI field
 * wired to RJSF (label, required, errors, help) with an optional `format` applied as
 * the applicant types. Empty input stores '' (SPEC 3: the empty answer).
 *
 * Built from the parts TextField assembles (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), with the same markup and ids: TextField itself also imports Select,
 * Menu and Popover, which no text input needs (SPEC 9's /about budget).
 *
 * The input is uncontrolled: it shows what is typed by itself, so a keystroke re-renders
 * nothing here, except the live count when its text changes and the field when it turns
 * empty or filled; onChange still hears every keystroke. A `value` that changes from
 * outside (another tab, an autocomplete, a cleared answer) is written into the input.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { inputA11y } from '../../ui/a11y';

export interface TextInputProps extends WidgetProps {
  /** Turns raw input into the stored form (formatPhone, formatSsn). */
  format?: (value: string) => string;
  inputType?: string;
  keyboard?: 'text' | 'tel' | 'numeric' | 'email';
  autocompleteHint?: string;
  maxLength?: number;
  multiline?: boolean;
  /** More ids for aria-describedby. */
  describedBy?: string[];
  /** Overrides the change handler (the date input ignores invalid dates). */
  onRawChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  inputValue?: string;
  /** The live count under the field for a text of this length; undefined shows none. */
  counter?: (length: number) => string | undefined;
}

/** The live count: its own state, so typing re-renders it alone, and only when its text changes. */
function LiveCount(props: {
  id: string;
  initial: string | undefined;
  show: RefObject<(text: string | undefined) => void>;
}) {
  const { id, show } = props;
  const [text, setText] = useState(props.initial);
  useLayoutEffect(() => {
    show.current = setText;
  }, [show]);
  return text ? <FormHelperText id={id}>{text}</FormHelperText> : null;
}

/** A labelled, formatted text input for RJSF. */
export function TextInput(props: TextInputProps) {
  const { id, name, label, hideLabel, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const { onChange, onBlur, onFocus, format, counter, inputType: type = 'text', placeholder } = props;
  const shown = String(props.inputValue ?? value ?? '');
  const input = useRef<HTMLInputElement | null>(null);
  const [initial] = useState(shown);
  // MUI learns whether an uncontrolled field is filled only from typing: a value written
  // in from outside sets it here, so the label moves out of the text's way.
  const [filled, setFilled] = useState(shown !== '');
  const showCount = useRef<(text: string | undefined) => void>(() => undefined);
  const counterId = `${id}__counter`;

  const typed = (text: string) => {
    setFilled(text !== '');
    showCount.current(counter?.(text.length));
  };
  // Only a value from outside is written in: the input already shows what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counter is a new function each render.
  useLayoutEffect(() => {
    const node = input.current;
    if (node && node.value !== shown) node.value = shown;
    setFilled(shown !== '');
    showCount.current(counter?.(shown.length));
  }, [shown]);

  const handle = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const next = format ? format(raw) : raw;
    if (next !== raw) event.target.value = next;
    typed(next);
    onChange(next);
  };
  const onRawChange = props.onRawChange
    ? (event: ChangeEvent<HTMLInputElement>) => {
        typed(event.target.value);
        props.onRawChange?.(event);
      }
    : handle;
  const shownLabel = hideLabel ? undefined : label;
  const hasLabel = shownLabel != null && shownLabel !== '';
  // A date input always shows its own placeholder (mm/dd/yyyy), so the label sits above it.
  const shrink = type === 'date' || filled ? true : undefined;
  const describedBy = [...(props.describedBy ?? []), ...(counter ? [counterId] : [])];
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
        defaultValue={initial}
        inputRef={input}
        type={type}
        // No placeholder attribute when there is none to show: with one, even empty,
        // Chromium restyles the input's placeholder on every keystroke.
        placeholder={placeholder || undefined}
        autoFocus={autofocus}
        multiline={props.multiline}
        minRows={props.multiline ? 4 : undefined}
        fullWidth
        onChange={onRawChange}
        onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        inputProps={{
          ...inputA11y(id, rawErrors, describedBy),
          readOnly: readonly,
          inputMode: props.keyboard,
          autoComplete: props.autocompleteHint,
          maxLength: props.maxLength,
        }}
      />
      {counter && <LiveCount id={counterId} initial={counter(shown.length)} show={showCount} />}
    </FormControl>
  );
}
