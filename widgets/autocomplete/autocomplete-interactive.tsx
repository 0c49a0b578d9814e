/**
 * The autocomplete's interactive stage (see autocomplete-widget.tsx): a combobox (MUI
 * Autocomplete: aria-activedescendant, arrows, Enter, Escape) over the injected lookup,
 * with a polite live region announcing what the list holds. Choosing a result looks the
 * record up by id and fills the related keys through the engine; 'Use: "x"' keeps the
 * typed text, clears the related keys and shows the manual-entry note; clearing clears
 * them all.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { applyChange, applyLookupResult } from '../../engine';
import type { LookupResult } from '../../engine/contract';
import { visuallyHidden } from '../../ui/a11y';
import { autocompleteSettings, ManualEntryNote, showsManualNote } from './autocomplete-field';
import { AutocompleteInput } from './autocomplete-input';
import { selectTexts } from './texts';
import { useLookupSearch } from './use-lookup-search';

type Choice =
  | { kind: 'stored'; text: string }
  | { kind: 'result'; text: string; result: LookupResult }
  | { kind: 'free'; text: string };

const same = (a: Choice, b: Choice) =>
  a.kind === b.kind &&
  a.text === b.text &&
  (a.kind !== 'result' || b.kind !== 'result' || a.result.id === b.result.id);

export interface InteractiveAutocompleteProps extends WidgetProps {
  /** Text typed into the light stage before this one loaded: searched for at once. */
  draft?: string;
}

export function InteractiveAutocomplete({ draft, ...props }: InteractiveAutocompleteProps) {
  const { id, name, disabled, readonly } = props;
  const settings = autocompleteSettings(props);
  const { context, category, idKey, stored, noteId } = settings;
  const latest = useRef(context);
  latest.current = context;
  const [input, setInput] = useState(draft ?? stored);
  const [typing, setTyping] = useState(draft !== undefined);
  const [open, setOpen] = useState(draft !== undefined);
  const [userDriven, setUserDriven] = useState(false);
  const [resolving, setResolving] = useState(false);
  const query = typing ? input : '';
  const { results, loading } = useLookupSearch(context.lookup, category, query);

  const shownInput = typing ? input : stored;
  const texts = selectTexts(context.engine.catalogue.index.messages);
  const free = shownInput.trim();
  const offered: Choice[] = loading
    ? []
    : [
        ...results.map((result): Choice => ({ kind: 'result', text: result.text, result })),
        ...(typing && free && !results.some((r) => r.text === free)
          ? [{ kind: 'free' as const, text: free }]
          : []),
      ];
  const value: Choice | null = stored ? { kind: 'stored', text: stored } : null;

  const apply = (next: string) => {
    const now = latest.current;
    now.commit(applyChange(now.engine, now.answers, name, next, now.state ?? {}));
  };
  const choose = async (result: LookupResult) => {
    setResolving(true);
    try {
      const record = await latest.current.lookup?.find(result.id, category);
      if (!record) throw new Error('No lookup');
      const now = latest.current;
      const filled = { name: result.text, ...(idKey ? { [idKey]: result.id } : {}), ...record };
      now.commit(applyLookupResult(now.engine, now.answers, name, filled, now.state ?? {}));
    } catch {
      // SPEC 7: a failed lookup by id keeps the chosen label in the name field.
      apply(result.text);
    } finally {
      setResolving(false);
    }
  };
  const onSelect = (choice: Choice | null) => {
    setTyping(false);
    if (!choice) {
      setUserDriven(false);
      setInput('');
      apply('');
    } else if (choice.kind === 'free') {
      setUserDriven(true);
      setInput(choice.text);
      apply(choice.text);
    } else if (choice.kind === 'result') {
      setUserDriven(false);
      setInput(choice.text);
      void choose(choice.result);
    }
  };

  const manual = showsManualNote(settings, userDriven);
  const status =
    resolving || loading
      ? texts.loading
      : offered.length === 0
        ? texts.noOptions
        : texts.available(offered.length);
  const variant = props.options.freeTextLabel === 'create' ? 'create' : 'use';

  return (
    <Box>
      <Autocomplete<Choice, false, false, false>
        id={id}
        options={value ? [value, ...offered] : offered}
        filterOptions={(options) => options.filter((option) => option.kind !== 'stored')}
        value={value}
        inputValue={shownInput}
        isOptionEqualToValue={same}
        getOptionLabel={(option) => option.text}
        getOptionKey={(option) =>
          option.kind === 'result' ? `r:${option.result.id}` : `${option.kind}:${option.text}`
        }
        autoHighlight
        loading={loading || resolving}
        disabled={disabled || readonly}
        noOptionsText={texts.noOptions}
        loadingText={texts.loading}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'input') return;
          setInput(next);
          setTyping(true);
        }}
        onChange={(_event, choice) => onSelect(choice)}
        onBlur={() => {
          setTyping(false);
          props.onBlur(id, stored);
        }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={(_event, reason) => {
          setOpen(false);
          if (reason === 'escape') setTyping(false);
        }}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>
            {option.kind === 'free' ? (
              texts.freeText(option.text, variant)
            ) : (
              <span>
                {option.text}
                {option.kind === 'result' && option.result.sub_text && (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.85em', color: 'text.secondary' }}
                  >
                    {option.result.sub_text}
                  </Box>
                )}
              </span>
            )}
          </li>
        )}
        renderInput={(params) => (
          <AutocompleteInput
            widget={props}
            describedBy={manual ? [noteId] : []}
            disabled={params.disabled}
            fullWidth={params.fullWidth}
            size={params.size}
            labelProps={params.slotProps.inputLabel}
            inputProps={params.slotProps.input}
            htmlInputProps={params.slotProps.htmlInput}
          />
        )}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {typing && free ? status : ''}
      </Box>
      {manual && (
        <ManualEntryNote id={noteId} category={category} messages={context.engine.catalogue.index.messages} />
      )}
    </Box>
  );
}
