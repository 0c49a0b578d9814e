import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useApplication } from '../../state/application-context';
import { CheckboxWidget, useOptions } from './choice-widgets';
import { describedBy, hasErrors, text } from './shared';

/** The id RJSF gives the input of a key (idPrefix 'root', separator '_'). */
export const inputId = (key: string) => `root_${key}`;

/**
 * A content trigger (SPEC 4). The button variant shows its button until pressed, then
 * the content after it, which takes focus; the checkbox variant swaps before and after.
 */
export function ContentTriggerWidget(props: WidgetProps) {
  const { engine } = useApplication();
  const variant = props.options.variant;
  if (variant === 'checkbox') return <CheckboxWidget {...props} />;
  if (props.value === 'true') return null;
  const trigger = engine.catalogue.pages
    .flatMap((page) => page.rules.contentTriggers)
    .find((item) => item.key === props.name);
  const buttonLabel = typeof props.options.buttonLabel === 'string' ? props.options.buttonLabel : props.label;
  const press = () => {
    props.onChange('true');
    const first = trigger?.after[0];
    // The revealed question renders on the next frame; focus follows the applicant there.
    if (first) requestAnimationFrame(() => document.getElementById(inputId(first))?.focus());
  };
  return (
    <Button id={props.id} variant="outlined" onClick={press} disabled={props.disabled || props.readonly}>
      {buttonLabel}
    </Button>
  );
}

/** Month and year as a pair: the month is this key, the year the key named by yearKey. */
export function MonthYearWidget(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors, onChange } = props;
  const { answers, change, validation } = useApplication();
  const yearKey = typeof props.options.yearKey === 'string' ? props.options.yearKey : `${name}_year`;
  const months = useOptions(name);
  const years = useOptions(yearKey);
  const yearErrors = validation?.errors[yearKey] ?? [];
  const yearErrorId = `${id}__year_error`;
  const select = (
    key: string,
    selectId: string,
    selectLabel: string,
    current: string,
    options: typeof months,
    invalid: boolean,
    describedby: string | undefined,
    set: (next: string) => void,
  ) => (
    <TextField
      key={key}
      id={selectId}
      select
      label={selectLabel}
      value={current}
      required={required}
      disabled={disabled || readonly}
      error={invalid}
      onChange={(event) => set(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': describedby },
      }}
      sx={{ minWidth: '9rem' }}
    >
      {!options.some((option) => option.value === '') && <option value="">--</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <FormControl
      component="fieldset"
      required={required}
      error={hasErrors(rawErrors) || yearErrors.length > 0}
    >
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {select(name, id, 'Month', text(value), months, hasErrors(rawErrors), describedBy(props), onChange)}
        {select(
          yearKey,
          inputId(yearKey),
          'Year',
          answers[yearKey] ?? '',
          years,
          yearErrors.length > 0,
          yearErrors.length > 0 ? yearErrorId : undefined,
          (next) => change(yearKey, next),
        )}
      </Box>
      {yearErrors.length > 0 && (
        <Typography id={yearErrorId} variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {yearErrors.join(' ')}
        </Typography>
      )}
    </FormControl>
  );
}

/** Keys another widget renders (a month/year's year, a school's code): nothing of their own. */
export function HiddenWidget() {
  return null;
}

/** A tabs question (SPEC 4): the applicant chooses how to answer; only logged-in applicants switch. */
export function TabsWidget(props: WidgetProps) {
  const { id, name, label, disabled, readonly } = props;
  const { engine, formContext, snapshot, chooseTab, busy } = useApplication();
  const tabs = engine.catalogue.tabs.find((item) => item.tab_id === name);
  if (!tabs) return null;
  const chosen = formContext.tabs[name] ?? tabs.default;
  const locked = !snapshot.is_logged_in;
  const noteId = `${id}__note`;
  return (
    <FormControl component="fieldset" disabled={disabled || readonly || locked || busy}>
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={id}
        value={chosen}
        row
        onChange={(_event, next) => void chooseTab(name, next)}
        aria-describedby={locked ? noteId : undefined}
      >
        {tabs.tabs.map((tab, index) => (
          <FormControlLabel
            key={tab.id}
            value={tab.id}
            label={tab.label}
            control={<Radio id={index === 0 ? id : `${id}-${index}`} />}
          />
        ))}
      </RadioGroup>
      {locked && (
        <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary' }}>
          Create an account or sign in to choose another way.
        </Typography>
      )}
    </FormControl>
  );
}

/**
 * A document question. Uploading arrives with the documents issue; until then the
 * question says so plainly instead of offering a button that cannot work.
 */
export function FileNoteWidget(props: WidgetProps) {
  const { snapshot } = useApplication();
  return (
    <Box id={props.id} role="group" aria-label={props.label}>
      <Typography sx={{ fontWeight: 500 }}>{props.label}</Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {snapshot.is_logged_in
          ? 'Uploading documents is not available yet. You can add this document later.'
          : 'You can finish this question once you have created an account.'}
      </Alert>
    </Box>
  );
}
