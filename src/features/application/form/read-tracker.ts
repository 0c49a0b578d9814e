/**
 * The answers a widget reads while it renders are its dependencies, as a spreadsheet
 * cell's are: the widget gets a formContext whose `answers` note each key read (a
 * Proxy over the store's answers), and renders again when one of those answers changes.
 * Widgets then need no list of what they show of other answers (an option list that
 * depends on a country, a month/year's year, a school's code): what they read is it.
 *
 * A render that lists or spreads the answers (Object.keys, `...answers`) depends on all
 * of them. Outside a render (an event handler working out a change with the engine) a
 * spread is not a dependency: what the handler reads does not change what is shown.
 */
import type { Registry } from '@rjsf/utils';
import { useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Answers } from '../../../../engine';
import type { AnswerStore } from '../state/answer-store';

/** What one widget has read, and a count of the changes to it. */
interface Reads {
  /** Each key read, with the value it had when last read or compared. */
  values: Map<string, string | undefined>;
  /** A render listed or spread the answers: every change is one. */
  every: boolean;
  /** Whether the widget is rendering (set by its Connected, cleared once committed). */
  rendering: boolean;
  /** Bumped when a read answer changes: the snapshot the widget renders by. */
  changes: number;
  /** The answers the last comparison was made against. */
  compared: Answers | undefined;
  /** One recording view per answers object, so caches keyed by `answers` still hit. */
  views: WeakMap<Answers, Answers>;
}

function newReads(): Reads {
  return {
    values: new Map(),
    every: false,
    rendering: false,
    changes: 0,
    compared: undefined,
    views: new WeakMap(),
  };
}

/** The answers as a widget sees them: every key it reads is noted. */
export function recordingView(reads: Reads, answers: Answers): Answers {
  let view = reads.views.get(answers);
  if (view) return view;
  const note = (property: string | symbol) => {
    if (typeof property === 'string') reads.values.set(property, answers[property]);
  };
  view = new Proxy(answers, {
    get(target, property, receiver) {
      note(property);
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      note(property);
      return Reflect.has(target, property);
    },
    getOwnPropertyDescriptor(target, property) {
      note(property);
      return Reflect.getOwnPropertyDescriptor(target, property);
    },
    ownKeys(target) {
      if (reads.rendering) reads.every = true;
      return Reflect.ownKeys(target);
    },
  });
  reads.views.set(answers, view);
  return view;
}

/** The count of changes to what was read, brought up to `answers` (the same count while none). */
export function changesSeen(reads: Reads, answers: Answers): number {
  if (reads.compared === answers) return reads.changes;
  reads.compared = answers;
  let changed = reads.every;
  for (const [key, seen] of reads.values) {
    const now = answers[key];
    if (now !== seen) {
      reads.values.set(key, now);
      changed = true;
    }
  }
  if (changed) reads.changes += 1;
  return reads.changes;
}

/** A copy of the form's context whose answers record what is read into `reads`. */
function recordingContext(base: object, reads: Reads): object {
  return Object.create(Object.getPrototypeOf(base), {
    ...Object.getOwnPropertyDescriptors(base),
    answers: {
      enumerable: true,
      configurable: true,
      get: () => recordingView(reads, Reflect.get(base, 'answers') as Answers),
    },
  });
}

/**
 * The registry a widget renders with: its formContext records the answers the widget
 * reads, and the registry is a new object when one of them changes, so that the widget
 * (memoised on its props) renders again then and only then.
 */
export function useTrackedRegistry(registry: Registry, store: AnswerStore): Registry {
  const [reads] = useState(newReads);
  const changes = useSyncExternalStore(store.subscribe, () => changesSeen(reads, store.get()));
  reads.rendering = true;
  useLayoutEffect(() => {
    reads.rendering = false;
  });
  const base = registry.formContext as object;
  const context = useMemo(() => recordingContext(base, reads), [base, reads]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new registry for each change of what was read.
  return useMemo(() => ({ ...registry, formContext: context }), [registry, context, changes]);
}
