/**
 * The catalogue's 'autocomplete' (SPEC 4, 7, 9) for schools and addresses: a combobox
 * (MUI Autocomplete: aria-activedescendant, arrows, Enter, Escape) over the injected
 * lookup, with a polite live region announcing what the list holds. Choosing a result
 * looks the record up by id and fills the related keys through the engine; 'Use: "x"'
 * keeps the typed text, clears the related keys and shows the manual-entry note;
 * clearing clears them all.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { applyChange, applyLookupResult } from '../../engine';
import { widgetContext } from '../context';
import { inputA11y, visuallyHidden } from '../shared/a11y';
import { withReadOnly } from '../shared/read-only-widget';
import type { LookupResult } from './lookup';
import { manualEntryNote, selectTexts } from './texts';
import { useLookupSearch } from './use-lookup-search';

type Choice =
  | { kind: 'stored'; text: string }
  | { kind: 'result'; text: string; result: LookupResult }
  | { kind: 'free'; text: string };

const same = (a: Choice, b: Choice) =>
  a.kind === b.kind &&
  a.text === b.text &&
  (a.kind !== 'result' || b.kind !== 'result' || a.result.id === b.result.id);

function InteractiveAutocomplete(props: WidgetProps) {
  const { id, name, label, required, disabled, readonly, rawErrors } = props;
  const context = widgetContext(props.registry);
  const latest = useRef(context);
  latest.current = context;
  const rule = context.engine.catalogue.pages
    .flatMap((page) => page.rules.autocompletes)
    .find((item) => item.key === name);
  const category = String(props.options.category ?? rule?.category ?? '');
  const idKey = (props.options.idKey as string | undefined) ?? rule?.idKey;
  const stored = String(props.value ?? '');
  const [input, setInput] = useState(stored);
  const [typing, setTyping] = useState(false);
  const [userDriven, setUserDriven] = useState(false);
  const [resolving, setResolving] = useState(false);
  const query = typing ? input : '';
  const { results, loading } = useLookupSearch(context.lookup, category, query);

  const shownInput = typing ? input : stored;
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

  const manual = stored !== '' && (userDriven || (idKey !== undefined && !context.answers[idKey]));
  const noteId = `${id}__manual`;
  const status =
    resolving || loading
      ? selectTexts.loading
      : offered.length === 0
        ? selectTexts.noOptions
        : selectTexts.available(offered.length);
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
        noOptionsText={selectTexts.noOptions}
        loadingText={selectTexts.loading}
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
        onClose={(_event, reason) => reason === 'escape' && setTyping(false)}
        renderOption={({ key, ...optionProps }, option) => (
          <li key={key} {...optionProps}>
            {option.kind === 'free' ? (
              selectTexts.freeText(option.text, variant)
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
          // TextField's parts, not TextField: it also imports Select, Menu and Popover.
          <FormControl
            className="MuiTextField-root"
            required={required}
            disabled={params.disabled}
            error={(rawErrors?.length ?? 0) > 0}
            fullWidth={params.fullWidth}
            size={params.size}
          >
            {label != null && label !== '' && (
              <InputLabel {...params.slotProps.inputLabel}>{label}</InputLabel>
            )}
            <OutlinedInput
              id={params.id}
              label={label}
              fullWidth={params.fullWidth}
              {...params.slotProps.input}
              inputProps={{
                ...params.slotProps.htmlInput,
                ...inputA11y(id, rawErrors, manual ? [noteId] : []),
                name: props.htmlName ?? name,
                autoComplete: 'off',
              }}
            />
          </FormControl>
        )}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {typing && free ? status : ''}
      </Box>
      {manual && <FormHelperText id={noteId}>{manualEntryNote(category)}</FormHelperText>}
    </Box>
  );
}

/** Autocomplete, or the name with its school code in the staff view. */
export const AutocompleteWidget = withReadOnly(InteractiveAutocomplete);
