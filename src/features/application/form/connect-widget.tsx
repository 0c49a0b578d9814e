/**
 * A widget bound to the answer store: it reads its own answer and errors there and
 * writes through the engine directly, so typing re-renders this field alone. RJSF
 * re-renders the form (and every widget) only on a structural change (answer-store.ts).
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { useAnswer, useAnswerStore, useChangeAnswer, useFieldErrors } from '../state/answer-hooks';

/** What RJSF's onChange may hand over, as the string answer the catalogue stores (SPEC 3). */
export function toStored(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : String(value);
}

export function connectWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Connected(props: WidgetProps) {
    const key = props.name;
    const store = useAnswerStore();
    const change = useChangeAnswer();
    const value = useAnswer(key);
    const errors = useFieldErrors(key);
    const onChange = (next: unknown) => {
      const stored = toStored(next);
      if (stored !== (store.get()[key] ?? '')) change(key, stored);
    };
    return (
      <Widget
        {...props}
        value={value}
        onChange={onChange}
        rawErrors={errors.length > 0 ? (errors as string[]) : undefined}
      />
    );
  }
  Connected.displayName = `Connected(${Widget.displayName ?? Widget.name})`;
  return Connected;
}

/** Every widget of a registry, bound to the store. */
export function connectWidgets(widgets: RegistryWidgetsType): RegistryWidgetsType {
  return Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => [
      name,
      connectWidget(widget as ComponentType<WidgetProps>),
    ]),
  );
}
