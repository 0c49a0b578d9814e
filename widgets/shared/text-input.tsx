/**
 * The one text input behind text, phone, SSN, date and textarea: a native input (or text
 * area) in the outlined field (field.tsx), wired to RJSF (label, required, errors, help)
 * with an optional `format` applied as the applicant types. Empty input stores '' (SPEC 3:
 * the empty answer).
 *
 * The input is uncontrolled: it shows what is typed by itself, and the field's look follows
 * the focus and whether it holds text by CSS (field-styles.tsx), so a focus, a blur or a
 * keystroke renders nothing here, except the live count when its text changes; onChange
 * still hears every keystroke. A `value` that changes from outside (another tab, an
 * autocomplete, a cleared answer) is written into the input.
 *
 * Its text is read by the input's own `input` and `change` listeners, not by React's
 * onChange, which compares the text with the last one React saw written and so missed a
 * text that a script (an extension filling the form, speech input) sets and announces by
 * an event.
 */
import type { WidgetProps } from '@rjsf/utils';
import {
  type AnimationEvent,
  type FocusEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { inputA11y } from '../../ui/a11y';
import { OutlinedField } from './field';
import {
  AUTOFILL_ANIMATION,
  AUTOFILL_CANCEL_ANIMATION,
  FILLED,
  fieldClasses,
  TEXTAREA_ROWS,
} from './field-styles';

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
  onRawChange?: (input: HTMLInputElement) => void;
  /** Hears the field left, before RJSF does (the date input's emptied date). */
  onLeave?: (input: HTMLInputElement) => void;
  inputValue?: string;
  /** The live count under the field for a text of this length; undefined shows none. */
  counter?: (length: number) => string | undefined;
  /**
   * Free text, which may be written in Arabic or Hebrew: it then reads, and is set, right to
   * left as it is typed (dir="auto"; the print view's and the PDF's answers do the same). A
   * phone, an SSN, a date, an e-mail address or a password keeps the page's direction.
   */
  freeText?: boolean;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

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
  return text ? (
    <p id={id} className={fieldClasses.helper}>
      {text}
    </p>
  ) : null;
}

/** A labelled, formatted text input for RJSF. */
export function TextInput(props: TextInputProps) {
  const { id, name, label, hideLabel, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const { onChange, onBlur, onFocus, format, counter, inputType: type = 'text', placeholder } = props;
  const shown = String(props.inputValue ?? value ?? '');
  const input = useRef<Control | null>(null);
  const field = useRef<HTMLDivElement | null>(null);
  const [initial] = useState(shown);
  const showCount = useRef<(text: string | undefined) => void>(() => undefined);
  /** The text last handed on, or written in from outside. */
  const handedOn = useRef(shown);
  const counterId = `${id}__counter`;

  // The label sits above the text while there is some (field-styles.tsx): set on the field
  // itself, not through React, so that typing renders nothing.
  const markFilled = (filled: boolean) => field.current?.toggleAttribute(FILLED, filled);
  const typed = (text: string) => {
    markFilled(text !== '');
    showCount.current(counter?.(text.length));
  };
  // Only a value from outside is written in: the input already shows what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: counter is a new function each render.
  useLayoutEffect(() => {
    const node = input.current;
    if (node && node.value !== shown) node.value = shown;
    handedOn.current = shown;
    markFilled(shown !== '');
    showCount.current(counter?.(shown.length));
  }, [shown]);

  const handle = (node: Control) => {
    const raw = node.value;
    const next = format ? format(raw) : raw;
    if (next !== raw) node.value = next;
    typed(next);
    onChange(next);
  };
  const changed = useRef(handle);
  changed.current = props.onRawChange
    ? (node: Control) => {
        typed(node.value);
        props.onRawChange?.(node as HTMLInputElement);
      }
    : handle;
  // Each keystroke fires `input`; a script may announce a value by `change` alone. A text
  // already handed on is not handed on again.
  useLayoutEffect(() => {
    const node = input.current;
    if (!node) return;
    const onText = () => {
      if (node.value === handedOn.current) return;
      changed.current(node);
      handedOn.current = node.value;
    };
    node.addEventListener('input', onText);
    node.addEventListener('change', onText);
    return () => {
      node.removeEventListener('input', onText);
      node.removeEventListener('change', onText);
    };
  }, []);
  // Chrome shows an autofill suggestion in the field before it is chosen: the label moves
  // out of its way, and back when it goes (MUI's InputBase does the same).
  const onAnimationStart = (event: AnimationEvent<Control>) => {
    if (event.animationName === AUTOFILL_ANIMATION) markFilled(true);
    else if (event.animationName === AUTOFILL_CANCEL_ANIMATION) markFilled(event.currentTarget.value !== '');
  };
  const shownLabel = hideLabel ? undefined : label;
  const describedBy = [...(props.describedBy ?? []), ...(counter ? [counterId] : [])];
  const control = {
    id,
    name: props.htmlName ?? name,
    className: fieldClasses.input,
    defaultValue: initial,
    // No placeholder attribute when there is none to show: with one, even empty,
    // Chromium restyles the input's placeholder on every keystroke.
    placeholder: placeholder || undefined,
    autoFocus: autofocus,
    required,
    disabled,
    readOnly: readonly,
    inputMode: props.keyboard,
    dir: props.freeText ? 'auto' : undefined,
    autoComplete: props.autocompleteHint,
    maxLength: props.maxLength,
    onBlur: (event: FocusEvent<Control>) => {
      props.onLeave?.(event.target as HTMLInputElement);
      onBlur(id, event.target.value);
    },
    onFocus: (event: FocusEvent<Control>) => onFocus(id, event.target.value),
    onAnimationStart,
    ...inputA11y(id, rawErrors, describedBy),
  };
  return (
    <OutlinedField
      id={id}
      label={shownLabel}
      required={required}
      disabled={disabled}
      error={(rawErrors?.length ?? 0) > 0}
      // A date input always shows its own placeholder (mm/dd/yyyy), so the label sits above it.
      shrink={type === 'date'}
      multiline={props.multiline}
      rootRef={field}
      after={counter && <LiveCount id={counterId} initial={counter(shown.length)} show={showCount} />}
    >
      {props.multiline ? (
        <textarea {...control} ref={input as RefObject<HTMLTextAreaElement>} rows={TEXTAREA_ROWS} />
      ) : (
        <input {...control} ref={input as RefObject<HTMLInputElement>} type={type} />
      )}
    </OutlinedField>
  );
}
