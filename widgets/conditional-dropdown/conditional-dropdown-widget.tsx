/**
 * The catalogue's 'conditionalDropdown' (SPEC 3, 4): a select whose options depend on
 * another answer (displayAndOptions) or that shows only for some answers (displayOnly).
 * The engine hides it, picks its list and clears it when the controlling answer
 * changes; the widget renders whatever list the engine gives for the answers now.
 */
import type { WidgetProps } from '@rjsf/utils';
import { widgetContext } from '../context';
import { InteractiveSelect } from '../select/select-widget';
import { choicesOf } from '../shared/options';
import { withReadOnly } from '../shared/read-only-widget';

function InteractiveConditionalDropdown(props: WidgetProps) {
  // No list for the controlling answer: nothing to choose, so nothing to show.
  if (choicesOf(widgetContext(props.registry), props.name, false).length === 0) return null;
  return <InteractiveSelect {...props} />;
}

/** Conditional dropdown, or its read-only box in the staff view. */
export const ConditionalDropdownWidget = withReadOnly(InteractiveConditionalDropdown);
