/**
 * The catalogue's 'contentTrigger' (SPEC 4). Button variant: a button that reveals
 * the 'after' content and then goes away (its answer becomes 'true'; the engine swaps
 * the content). Checkbox variant: a checkbox that swaps 'before' and 'after'. In the
 * staff view the checkbox is [X] / [ ] and the button shows nothing, as the engine presents it.
 */
import Button from '@mui/material/Button';
import type { WidgetProps } from '@rjsf/utils';
import type { MouseEvent } from 'react';
import { InteractiveCheckbox } from '../checkbox/checkbox-widget';
import { widgetContext } from '../context';
import { focusWhenShown } from '../shared/focus-when-shown';
import { withReadOnly } from '../shared/read-only-widget';

function InteractiveContentTrigger(props: WidgetProps) {
  if (props.options.variant !== 'button') return <InteractiveCheckbox {...props} />;
  if (props.value === 'true') return null;
  const text = typeof props.options.buttonLabel === 'string' ? props.options.buttonLabel : props.label;
  const trigger = widgetContext(props.registry)
    .engine.catalogue.pages.flatMap((page) => page.rules.contentTriggers)
    .find((item) => item.key === props.name);
  const reveal = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes away; focus moves to the first question it revealed once that is
    // shown, not to <body>.
    const first = trigger?.after[0];
    if (first) focusWhenShown(props.id.replace(props.name, first), event.currentTarget);
    props.onChange('true');
  };
  return (
    <Button id={props.id} variant="outlined" disabled={props.disabled || props.readonly} onClick={reveal}>
      {text}
    </Button>
  );
}

/** Content trigger, or its read-only form in the staff view. */
export const ContentTriggerWidget = withReadOnly(InteractiveContentTrigger);
