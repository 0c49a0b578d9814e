/**
 * A widget bound to the answer store: it reads its own answer and errors there and
 * writes through the engine directly, so a change re-renders this field alone. RJSF
 * re-renders the form (and every widget) only when the page or its side state changes.
 * A text widget shows what is typed by itself: its keystrokes are drafts (drafts.ts) that
 * become answers when typing pauses or the field is left, so typing re-renders nothing.
 *
 * What else a widget shows of the answers (a list of options that depends on a country,
 * a month/year's year, a school's code) it reads from formContext.answers while it
 * renders: those reads are its dependencies (read-tracker.ts), and it renders again
 * when one of them changes, not at every change of what the page shows. A "Yes" that
 * reveals questions used to render every choice widget of the page again (issue 16:
 * about 1,700 components on a phone, several hundred milliseconds at 4x CPU).
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { type ComponentType, memo, useCallback, useContext, useEffect, useRef } from 'react';
import { typedWidgets } from '../../../../widgets';
import { useAnswer, useAnswerBinding, useFieldErrors } from '../state/answer-hooks';
import { useTrackedRegistry } from './read-tracker';
import { RequiredContext } from './shown-context';

/** What RJSF's onChange may hand over, as the string answer the catalogue stores (SPEC 3). */
export function toStored(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : String(value);
}

export function connectWidget(Widget: ComponentType<WidgetProps>, typed = false): ComponentType<WidgetProps> {
  // Given the same props, the widget renders nothing again: a change of what is required
  // elsewhere on the page re-renders each Connected (cheap), not each MUI field below it.
  const Shown = memo(Widget);
  function Connected(props: WidgetProps) {
    const key = props.name;
    const { store, change, draft, commitDrafts } = useAnswerBinding();
    const value = useAnswer(key);
    const errors = useFieldErrors(key);
    const registry = useTrackedRegistry(props.registry, store);
    // On a form page what is required now comes from the page.
    const requiredNow = useContext(RequiredContext);
    const required = requiredNow ? requiredNow.has(key) : props.required;
    // A field that goes (a page left by the browser's Back) takes nothing typed with it.
    useEffect(() => (typed ? commitDrafts : undefined), [commitDrafts]);
    const rjsfBlur = useRef(props.onBlur);
    rjsfBlur.current = props.onBlur;
    const onChange = useCallback(
      (next: unknown) => {
        const stored = toStored(next);
        if (typed) draft(key, stored);
        else if (stored !== (store.get()[key] ?? '')) change(key, stored);
      },
      [key, store, change, draft],
    );
    const onBlur = useCallback(
      (id: string, blurred: unknown) => {
        if (typed) commitDrafts();
        rjsfBlur.current(id, blurred);
      },
      [commitDrafts],
    );
    return (
      <Shown
        {...props}
        registry={registry}
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
