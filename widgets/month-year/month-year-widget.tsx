/**
 * The catalogue's 'monthYear' widget: a month select for its own key and a year
 * select for ui:options.yearKey (a hidden key of the schema), under one legend. The
 * staff view shows the two as a read-only pair.
 */
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import type { WidgetProps } from '@rjsf/utils';
import { applyChange } from '../../engine';
import { widgetContext } from '../context';
import { NativeSelect } from '../shared/native-select';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';

function InteractiveMonthYear(props: WidgetProps) {
  const { id, name, label, value, required, disabled, rawErrors } = props;
  const context = widgetContext(props.registry);
  const yearKey = typeof props.options.yearKey === 'string' ? props.options.yearKey : undefined;
  // The engine's optionsFor answers a question with `years` by its year list, so the
  // month list is read from the catalogue's optionList directly (no list named here).
  const list = typeof props.options.optionList === 'string' ? props.options.optionList : '';
  const monthOptions = [
    { value: '', label: '--' },
    ...(context.engine.catalogue.options[list] ?? []).filter((option) => option.value !== ''),
  ];
  const setYear = (year: string) => {
    if (!yearKey) return;
    context.commit(applyChange(context.engine, context.answers, yearKey, year, context.state ?? {}));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" required={required} error={(rawErrors?.length ?? 0) > 0} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NativeSelect
          id={id}
          name={props.htmlName ?? name}
          label="Month"
          value={String(value ?? '')}
          options={monthOptions}
          required={required}
          disabled={disabled || props.readonly}
          rawErrors={rawErrors}
          onChange={(month) => props.onChange(month)}
          onBlur={(month) => props.onBlur(id, month)}
        />
        {yearKey && (
          <NativeSelect
            id={`${id}-year`}
            name={yearKey}
            label="Year"
            value={context.answers[yearKey] ?? ''}
            options={choicesOf(context, yearKey)}
            required={required}
            disabled={disabled || props.readonly}
            rawErrors={rawErrors}
            onChange={setYear}
          />
        )}
      </Box>
    </Box>
  );
}

/** Month and year selects, or the read-only pair in the staff view. */
export const MonthYearWidget = withReadOnly(InteractiveMonthYear);
