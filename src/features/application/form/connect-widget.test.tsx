import type { WidgetProps } from '@rjsf/utils';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { widgetContext } from '../../../../widgets';
import { browserEngine } from '../../../lib/engine';
import { type AnswerBinding, AnswerStoreContext } from '../state/answer-hooks';
import { type AnswerStore, createAnswerStore } from '../state/answer-store';
import { connectWidget } from './connect-widget';
import { RequiredContext } from './shown-context';

const engine = browserEngine('demo');

/** Renders of each probe widget, by its key. */
type Renders = Map<string, number>;

/** A widget that shows what it reads of the answers, and counts its renders. */
function probe(renders: Renders, read: (answers: Record<string, string | undefined>) => string) {
  return function Probe(props: WidgetProps) {
    renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
    const answers = widgetContext(props.registry).answers;
    return (
      <output aria-label={props.name}>
        {read(answers)}
        {props.required ? ' *' : ''}
      </output>
    );
  };
}

function setUp(initial: Record<string, string>) {
  const store = createAnswerStore(engine.catalogue, initial);
  const binding: AnswerBinding = {
    store,
    change: (key, value) => store.set({ ...store.get(), [key]: value }, [key]),
    draft: () => undefined,
    commitDrafts: () => undefined,
  };
  const registry = {
    formContext: {
      engine,
      get answers() {
        return store.get();
      },
      commit: () => undefined,
      isLoggedIn: true,
    },
  };
  const props = (name: string) =>
    ({ id: `root_${name}`, name, registry, onBlur: () => undefined }) as unknown as WidgetProps;
  const wrap = (children: ReactNode, required?: ReadonlySet<string>) => (
    <AnswerStoreContext.Provider value={binding}>
      <RequiredContext.Provider value={required ?? null}>{children}</RequiredContext.Provider>
    </AnswerStoreContext.Provider>
  );
  return { store, props, wrap };
}

/** A change the store counts as structural: any key may differ. */
function setAll(store: AnswerStore, changes: Record<string, string>) {
  act(() => store.set({ ...store.get(), ...changes }, undefined));
}

describe('connectWidget: a widget renders again for the answers it reads', () => {
  it('renders a widget again when an answer it read changes, and leaves the others be', () => {
    const renders: Renders = new Map();
    const Reader = connectWidget(probe(renders, (answers) => `country ${answers.country ?? ''}`));
    const Other = connectWidget(probe(renders, () => 'reads nothing'));
    const { store, props, wrap } = setUp({ country: 'USA', citizenship_type: '' });
    render(
      wrap(
        <>
          <Reader {...props('state')} />
          <Other {...props('gender')} />
        </>,
      ),
    );
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe('country USA');
    const before = { state: renders.get('state'), gender: renders.get('gender') };

    setAll(store, { citizenship_type: '1' });
    expect(renders.get('state')).toBe(before.state);
    expect(renders.get('gender')).toBe(before.gender);

    setAll(store, { country: 'CAN' });
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe('country CAN');
    expect(renders.get('state')).toBe((before.state ?? 0) + 1);
    expect(renders.get('gender')).toBe(before.gender);
  });

  it('makes every change a dependency of a widget that lists the answers while rendering', () => {
    const renders: Renders = new Map();
    const Lister = connectWidget(probe(renders, (answers) => `${Object.keys(answers).length} answers`));
    const { store, props, wrap } = setUp({ country: 'USA' });
    render(wrap(<Lister {...props('state')} />));
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe('1 answers');

    setAll(store, { gender: 'F' });
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe('2 answers');
  });

  it('does not count what an event handler spreads as something the widget shows', () => {
    const renders: Renders = new Map();
    let spread: () => void = () => undefined;
    const Handler = connectWidget(function Handler(props: WidgetProps) {
      renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
      const context = widgetContext(props.registry);
      spread = () => void { ...context.answers };
      return <output aria-label={props.name}>{context.answers.country}</output>;
    });
    const { store, props, wrap } = setUp({ country: 'USA' });
    render(wrap(<Handler {...props('state')} />));
    act(() => spread());
    const before = renders.get('state');

    setAll(store, { gender: 'F' });
    expect(renders.get('state')).toBe(before);
    setAll(store, { country: 'MEX' });
    expect(screen.getByRole('status', { name: 'state' }).textContent).toBe('MEX');
  });

  it('renders again only the widget whose required mark changes', () => {
    const renders: Renders = new Map();
    const Widget = probe(renders, () => 'field');
    const First = connectWidget(Widget);
    const Second = connectWidget(Widget);
    const { props, wrap } = setUp({});
    const page = (required: ReadonlySet<string>) =>
      wrap(
        <>
          <First {...props('first_name')} />
          <Second {...props('last_name')} />
        </>,
        required,
      );
    const { rerender } = render(page(new Set(['first_name'])));
    const before = { first: renders.get('first_name'), last: renders.get('last_name') };

    rerender(page(new Set(['first_name', 'last_name'])));
    expect(screen.getByRole('status', { name: 'last_name' }).textContent).toBe('field *');
    expect(renders.get('last_name')).toBe((before.last ?? 0) + 1);
    expect(renders.get('first_name')).toBe(before.first);
  });
});
