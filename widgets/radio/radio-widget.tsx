/**
 * The catalogue's 'radio' and 'radioBlock' widgets: a radio group of the question's
 * options. A radio-driven block (SPEC 4) is the same control; which keys show for the
 * chosen answer is the engine's rule, so the form shows them under this question.
 *
 * The options are native radios with static classes (radio-styles.tsx), not MUI's Radio:
 * the browser's own arrow keys, name grouping and focus, and a click that renders only the
 * two options whose `checked` changed. The fieldset and legend are plain too, with MUI's
 * FormControl and FormLabel look (required asterisk, error and focus colours): the first
 * page loaded both modules for the radios alone (issue 16's script budget).
 */
import type { WidgetProps } from '@rjsf/utils';
import { memo, useCallback, useRef } from 'react';
import type { Option } from '../../engine';
import { inputA11y } from '../../ui/a11y';
import { widgetContext } from '../context';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';
import { radioClasses as c } from './radio-styles';

interface RadioOptionProps {
  id: string;
  name: string;
  option: Option;
  checked: boolean;
  disabled?: boolean;
  onChoose(value: string): void;
}

/** One option: a native radio over MUI's radio icons, then its label. */
const RadioOption = memo(function RadioOption({
  id,
  name,
  option,
  checked,
  disabled,
  onChoose,
}: RadioOptionProps) {
  return (
    <label className={disabled ? `${c.option} ${c.disabled}` : c.option}>
      <span className={c.control}>
        <input
          type="radio"
          className={c.input}
          id={id}
          name={name}
          value={option.value}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChoose(event.target.value)}
        />
        <span className={c.icon}>
          <svg className={c.ring} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
          </svg>
          <svg className={c.dot} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <circle cx="12" cy="12" r="5" />
          </svg>
        </span>
      </span>
      <span className={c.label}>{option.label}</span>
    </label>
  );
});

function InteractiveRadio(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors, onChange } = props;
  const options = choicesOf(widgetContext(props.registry), name, false);
  const a11y = inputA11y(id, rawErrors);
  const chosen = String(value ?? '');
  // The same function at every render, so that a click re-renders only the two options it changes.
  const latest = useRef({ readonly, onChange });
  latest.current = { readonly, onChange };
  const onChoose = useCallback((next: string) => {
    if (!latest.current.readonly) latest.current.onChange(next);
  }, []);
  return (
    <fieldset className={c.fieldset}>
      <legend
        id={`${id}-label`}
        className={[c.legend, a11y['aria-invalid'] && c.error, disabled && c.disabled]
          .filter(Boolean)
          .join(' ')}
      >
        {label}
        {required && (
          <span aria-hidden="true" className={c.asterisk}>
            {'\u2009*'}
          </span>
        )}
      </legend>
      {/* Required is the group's (legend asterisk, aria-required), not each option's. */}
      <div
        role="radiogroup"
        className={options.length <= 3 ? `${c.group} ${c.row}` : c.group}
        aria-labelledby={`${id}-label`}
        aria-required={required || undefined}
        {...a11y}
      >
        {options.map((option, index) => (
          <RadioOption
            key={option.value}
            id={index === 0 ? id : `${id}-${index}`}
            name={props.htmlName ?? name}
            option={option}
            checked={option.value === chosen}
            disabled={disabled}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Radio group, or its read-only box (the chosen label) in the staff view. */
export const RadioWidget = withReadOnly(InteractiveRadio);
