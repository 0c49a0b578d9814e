/**
 * The catalogue's 'monthYear' widget: a month select for its own key and a year
 * select for ui:options.yearKey (a hidden key of the schema), under one legend. The
 * staff view shows the two as a read-only pair.
 *
 * The fieldset and legend are plain elements with static classes: the legend is the radio
 * group's, MUI's FormLabel look (required asterisk, error colour), so that a page change
 * to Education styles no MUI component for them (issue 16).
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { applyChange } from '../../engine';
import { widgetContext } from '../context';
import { radioClasses } from '../radio/radio-styles';
import { fieldClasses as c } from '../shared/field-styles';
import { NativeSelect } from '../shared/native-select';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';

function InteractiveMonthYear(props: WidgetProps) {
  const { id, name, label, value, required, disabled, rawErrors } = props;
  const context = widgetContext(props.registry);
  const { messages } = context.engine.catalogue.index;
  const yearKey = typeof props.options.yearKey === 'string' ? props.options.yearKey : undefined;
  // The engine's optionsFor answers a question with `years` by its year list, so the
  // month list is read from the catalogue's optionList directly (no list named here).
  const list = typeof props.options.optionList === 'string' ? props.options.optionList : '';
  const monthOptions = [
    { value: '', label: '--' },
    ...(context.engine.catalogue.options[list] ?? []).filter((option) => option.value !== ''),
  ];
  // The app's context reads answers from its store without re-rendering the form, so the
  // year shown is kept here (else the controlled select snaps back to the old year at
  // each change, and arrow keys never get past the first year); it follows the store
  // whenever the widget renders with a different stored year (a tab switch clearing it).
  const storedYear = yearKey ? (context.answers[yearKey] ?? '') : '';
  const [year, setShownYear] = useState(storedYear);
  useEffect(() => setShownYear(storedYear), [storedYear]);
  const setYear = (next: string) => {
    if (!yearKey) return;
    setShownYear(next);
    context.commit(applyChange(context.engine, context.answers, yearKey, next, context.state ?? {}));
  };
  return (
    <fieldset className={c.pair}>
      <legend
        className={[radioClasses.legend, c.pairLegend, (rawErrors?.length ?? 0) > 0 && radioClasses.error]
          .filter(Boolean)
          .join(' ')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className={radioClasses.asterisk}>
            {'\u2009*'}
          </span>
        )}
      </legend>
      <div className={c.pairControls}>
        <NativeSelect
          id={id}
          name={props.htmlName ?? name}
          label={messages.month}
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
            label={messages.year}
            value={year}
            options={choicesOf(context, yearKey)}
            required={required}
            disabled={disabled || props.readonly}
            rawErrors={rawErrors}
            onChange={setYear}
          />
        )}
      </div>
    </fieldset>
  );
}

/** Month and year selects, or the read-only pair in the staff view. */
export const MonthYearWidget = withReadOnly(InteractiveMonthYear);
