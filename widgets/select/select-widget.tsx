/**
 * The catalogue's 'select' widget: the question's option list by label. The '_desc'
 * companion is the engine's job (applyChange), so the widget stores only the value.
 */
import type { WidgetProps } from '@rjsf/utils';
import { widgetContext } from '../context';
import { NativeSelect } from '../shared/native-select';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';

/** The interactive select shared by 'select' and 'conditionalDropdown'. */
export function InteractiveSelect(props: WidgetProps) {
  const { id, name, label, value, required, disabled, readonly, rawErrors } = props;
  const options = choicesOf(widgetContext(props.registry), name);
  return (
    <NativeSelect
      id={id}
      name={props.htmlName ?? name}
      label={label}
      value={String(value ?? '')}
      options={options}
      required={required}
      disabled={disabled || readonly}
      rawErrors={rawErrors}
      onChange={(next) => props.onChange(next)}
      onBlur={(next) => props.onBlur(id, next)}
      onFocus={(next) => props.onFocus(id, next)}
    />
  );
}

/** Select, or its read-only box (the chosen label) in the staff view. */
export const SelectWidget = withReadOnly(InteractiveSelect);
