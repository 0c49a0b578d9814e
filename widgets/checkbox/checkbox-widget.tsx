/**
 * The catalogue's 'checkbox' widget: one box storing 'true' or 'false'. A checkbox
 * group (the race questions) is several such keys in one section, each with its own
 * answer (SPEC 3: checkbox groups are keyed per key), laid out by the page as a section.
 *
 * A native checkbox with the radio options' static classes (radio-styles.tsx), in the
 * markup and look of MUI's Checkbox in a FormControlLabel (its icons, sizes, colours and
 * focus ring), without MUI's Checkbox, SwitchBase and FormControlLabel code on the first
 * page (issue 16).
 */
import type { WidgetProps } from '@rjsf/utils';
import { inputA11y } from '../../ui/a11y';
import { radioClasses as c } from '../radio/radio-styles';
import { withReadOnly } from '../shared/read-only-widget';

/** A labelled checkbox for a 'true'/'false' answer. */
export function InteractiveCheckbox(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors } = props;
  const text = <span className={c.label}>{label}</span>;
  return (
    <label className={disabled ? `${c.option} ${c.disabled}` : c.option}>
      <span className={c.control}>
        <input
          type="checkbox"
          className={c.input}
          id={id}
          name={props.htmlName ?? name}
          checked={value === 'true'}
          disabled={disabled}
          required={required}
          {...inputA11y(id, rawErrors)}
          onChange={(event) => !readonly && props.onChange(event.target.checked ? 'true' : 'false')}
        />
        <span className={c.icon}>
          <svg className={c.unchecked} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" />
          </svg>
          <svg className={c.checked} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
            <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
          </svg>
        </span>
      </span>
      {/* FormControlLabel's required mark: after the label, hidden from screen readers (the input is required). */}
      {required ? (
        <div>
          {text}
          <span aria-hidden="true">{'\u2009*'}</span>
        </div>
      ) : (
        text
      )}
    </label>
  );
}

/** Checkbox, or [X] / [ ] in the staff view. */
export const CheckboxWidget = withReadOnly(InteractiveCheckbox);
