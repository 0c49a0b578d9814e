/**
 * A widget bound to the answer store: it reads its own answer and errors there and
 * writes through the engine directly, so a change re-renders this field alone. RJSF
 * re-renders the form (and every widget) only on a structural change (answer-store.ts).
 * A text widget shows what is typed by itself: its keystrokes are drafts (drafts.ts) that
 * become answers when typing pauses or the field is left, so typing re-renders nothing.
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { type ComponentType, useContext, useEffect } from 'react';
import { typedWidgets } from '../../../../widgets';
import { useAnswer, useAnswerBinding, useFieldErrors } from '../state/answer-hooks';
import { RequiredContext, ShownContext } from './shown-context';

/** What RJSF's onChange may hand over, as the string answer the catalogue stores (SPEC 3). */
export function toStored(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : String(value);
}

/** Re-renders its widget on every structural change of a form page. */
function useShownNow(): void {
  useContext(ShownContext);
}

/** A text widget's own answer is all it shows. */
function useNothing(): void {}

export function connectWidget(Widget: ComponentType<WidgetProps>, typed = false): ComponentType<WidgetProps> {
  const useStructure = typed ? useNothing : useShownNow;
  function Connected(props: WidgetProps) {
    const key = props.name;
    const { store, change, draft, commitDrafts } = useAnswerBinding();
    const value = useAnswer(key);
    const errors = useFieldErrors(key);
    // On a form page what is required now comes from the page; a structural change
    // re-renders each widget that may show another answer (options, a year, a code).
    useStructure();
    const requiredNow = useContext(RequiredContext);
    const required = requiredNow ? requiredNow.has(key) : props.required;
    // A field that goes (a page left by the browser's Back) takes nothing typed with it.
    useEffect(() => (typed ? commitDrafts : undefined), [commitDrafts]);
    const onChange = (next: unknown) => {
      const stored = toStored(next);
      if (typed) draft(key, stored);
      else if (stored !== (store.get()[key] ?? '')) change(key, stored);
    };
    const onBlur = (id: string, blurred: unknown) => {
      if (typed) commitDrafts();
      props.onBlur(id, blurred);
    };
    return (
      <Widget
        {...props}
        value={value}
        required={required}
        onChange={onChange}
        onBlur={onBlur}
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
      connectWidget(widget as ComponentType<WidgetProps>, typedWidgets.has(name)),
    ]),
  );
}
