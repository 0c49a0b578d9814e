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
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../ui/lazy';
import { withReadOnly } from '../shared/read-only-widget';
import {
  AutocompleteInput,
  autocompleteSettings,
  ManualEntryNote,
  showsManualNote,
} from './autocomplete-field';

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
  return (
    <Box onPointerEnter={props.onIntent} onPointerDown={props.onIntent}>
      <AutocompleteInput
        widget={props}
        describedBy={manual ? [settings.noteId] : []}
        disabled={inactive}
        labelProps={{ id: `${props.id}-label` }}
        inputProps={{
          endAdornment: (
            <ArrowDropDownIcon
              aria-hidden
              sx={{ color: inactive ? 'action.disabled' : 'action.active', mr: -0.5 }}
            />
          ),
        }}
        htmlInputProps={{
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoCapitalize: 'none',
          spellCheck: false,
          value: props.draft ?? settings.stored,
          onFocus: props.onIntent,
          onChange: (event) => props.onDraft(event.target.value),
          onBlur: props.onLeave,
        }}
      />
      {manual && <ManualEntryNote id={settings.noteId} category={settings.category} />}
    </Box>
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
