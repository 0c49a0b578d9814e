/**
 * The catalogue's 'autocomplete' (SPEC 4, 7, 9) for schools and addresses, in two
 * stages. MUI's Autocomplete with its Popper and Chip is a sixth of the JavaScript
 * /about would load (SPEC 9's cheap phone, issue 4's budget), and most visits never
 * search. So the page first renders a light stage: the same outlined combobox input,
 * showing the stored answer and the manual-entry note. The interactive stage
 * (autocomplete-interactive.tsx) loads as soon as the applicant shows intent: a
 * pointer over the field, a touch, or focus. It replaces the light stage in the same
 * place, keeping focus, caret and anything typed meanwhile, which it searches at once.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState } from 'react';
import { inputA11y } from '../../ui/a11y';
import { lazyComponent } from '../../ui/lazy';
import { OutlinedField } from '../shared/field';
import { fieldClasses } from '../shared/field-styles';
import { withReadOnly } from '../shared/read-only-widget';
import { autocompleteSettings, ManualEntryNote, showsManualNote } from './autocomplete-field';

const interactive = lazyComponent(() =>
  import('./autocomplete-interactive').then((module) => module.InteractiveAutocomplete),
);

/** Loads the interactive stage once for the whole page; stories and tests call it up front. */
export const preloadAutocomplete = () => interactive.preload();

function LightAutocomplete(
  props: WidgetProps & {
    draft: string | undefined;
    onDraft(text: string): void;
    onIntent(): void;
    onLeave(): void;
  },
) {
  const settings = autocompleteSettings(props);
  const manual = showsManualNote(settings, false);
  const inactive = props.disabled || props.readonly;
  const { id, name, label, required, rawErrors, htmlName } = props;
  const value = props.draft ?? settings.stored;
  // The outlined field of MUI's Autocomplete, drawn natively (widgets/shared/field.tsx): the
  // interactive stage's MUI input takes its place, looking the same (issue 16).
  return (
    <div onPointerEnter={props.onIntent} onPointerDown={props.onIntent}>
      <OutlinedField
        id={id}
        label={label}
        required={required}
        disabled={inactive}
        error={(rawErrors?.length ?? 0) > 0}
        shrink={value !== ''}
        adorned
      >
        <input
          className={fieldClasses.input}
          id={id}
          name={htmlName ?? name}
          type="text"
          // A school's own name may be typed in Arabic or Hebrew: it reads right to left then.
          dir="auto"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          required={required}
          disabled={inactive}
          value={value}
          onFocus={props.onIntent}
          onChange={(event) => props.onDraft(event.target.value)}
          onBlur={props.onLeave}
          {...inputA11y(id, rawErrors, manual ? [settings.noteId] : [])}
        />
        <svg className={fieldClasses.adornment} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </OutlinedField>
      {manual && (
        <ManualEntryNote
          id={settings.noteId}
          category={settings.category}
          messages={settings.context.engine.catalogue.index.messages}
        />
      )}
    </div>
  );
}

function LazyAutocomplete(props: WidgetProps) {
  const [ready, setReady] = useState(interactive.loaded() !== undefined);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // Where the light stage's caret was when the interactive stage took over, if it had focus.
  const handover = useRef<[number, number] | undefined>(undefined);

  const onIntent = () => {
    if (ready) return;
    preloadAutocomplete().then(
      () => {
        const input = document.getElementById(props.id);
        if (input instanceof HTMLInputElement && input === document.activeElement) {
          handover.current = [input.selectionStart ?? 0, input.selectionEnd ?? 0];
        }
        setReady(true);
      },
      // The light stage keeps working as a plain input; the next intent tries again.
      () => undefined,
    );
  };

  // Before the browser paints the interactive stage: focus and caret where they were.
  useLayoutEffect(() => {
    const selection = handover.current;
    if (!ready || !selection) return;
    handover.current = undefined;
    const input = document.getElementById(props.id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(...selection);
  }, [ready, props.id]);

  const Interactive = ready ? interactive.loaded() : undefined;
  if (Interactive) return <Interactive {...props} draft={draft} />;
  return (
    <LightAutocomplete
      {...props}
      draft={draft}
      onDraft={(text) => setDraft(text === String(props.value ?? '') ? undefined : text)}
      onIntent={onIntent}
      // Typed text that was never chosen is dropped on leaving, as the interactive stage
      // does; not when the input leaves the page because the interactive stage took over.
      onLeave={() => handover.current === undefined && setDraft(undefined)}
    />
  );
}

/** Autocomplete, or the name with its school code in the staff view. */
export const AutocompleteWidget = withReadOnly(LazyAutocomplete);
