/**
 * The read-only (print) variant every widget falls back to: the engine's presented
 * text in the shape SPEC 1 asks for. A widget picks it when formContext.readOnlyView
 * is set, so no interactive control ever renders in the staff view.
 */
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { PresentedItem } from '../../engine';
import { widgetContext } from '../context';
import { presented } from './presented';
import { ReadOnlyBox, ReadOnlyCheck, ReadOnlyPair } from './read-only';

/** A presented answer in its print shape, labelled `label`: [X] / [ ], a month/year pair, or a plain box. */
export function ReadOnlyAnswer({ id, item, label }: { id: string; item: PresentedItem; label: string }) {
  if (item.widget === 'checkbox' || item.widget === 'contentTrigger') {
    return <ReadOnlyCheck id={id} label={label} checked={item.value === 'true'} />;
  }
  if (item.pair && item.captions) {
    return <ReadOnlyPair id={id} label={label} pair={item.pair} captions={item.captions} />;
  }
  return (
    <ReadOnlyBox id={id} label={label}>
      {item.display}
    </ReadOnlyBox>
  );
}

/** The read-only rendering of any catalogue widget. */
export function ReadOnlyWidget({ id, name, label, registry }: WidgetProps) {
  const item = presented(widgetContext(registry), name);
  return item ? <ReadOnlyAnswer id={id} item={item} label={item.label || label} /> : null;
}

/** Wraps an interactive widget so that the staff view renders ReadOnlyWidget instead. */
export function withReadOnly(Interactive: (props: WidgetProps) => ReactNode) {
  function Widget(props: WidgetProps) {
    return widgetContext(props.registry).readOnlyView ? (
      <ReadOnlyWidget {...props} />
    ) : (
      <Interactive {...props} />
    );
  }
  Widget.displayName = `WithReadOnly(${Interactive.name})`;
  return Widget;
}
