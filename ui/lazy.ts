/**
 * Components whose code loads only when a page needs them (a dialog when it first
 * opens, the autocomplete on the applicant's first intent, a route when it is
 * visited), so that /about's JavaScript stays within SPEC 9's budget. Each loads once
 * per page. A failed load (a dropped connection) stays failed, so that the page shows
 * the error with 'Try again' instead of asking again on every render, until
 * retryFailedLoads (which 'Try again' calls) lets it load anew.
 */
import { type ComponentType, createElement, type ReactNode, use, useEffect, useState } from 'react';
import { inBackground } from './background-task';

export interface LazyComponent<P> {
  /** Starts loading (once) and resolves to the component; the same promise each call. */
  preload(): Promise<ComponentType<P>>;
  /**
   * Starts loading on a sign of intent, ignoring a failure: the component is wanted
   * later through useLazyComponent, which reports it.
   */
  prefetch(): void;
  /** The component if it has loaded. */
  loaded(): ComponentType<P> | undefined;
}

/** Loads that failed, forgotten by retryFailedLoads. */
const failedLoads = new Set<() => void>();

/** Lets every failed load try again on its next use (the error page's 'Try again'). */
export function retryFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const lazy: LazyComponent<P> = {
    preload() {
      if (!pending) {
        const loading: Promise<ComponentType<P>> = load().then(
          (loaded) => {
            component = loaded;
            // React's marks of a settled thenable: use() reads the outcome at once instead
            // of suspending for a render on a promise it has not seen (a route preloaded early).
            Object.assign(loading, { status: 'fulfilled', value: loaded });
            return loaded;
          },
          (error: unknown) => {
            Object.assign(loading, { status: 'rejected', reason: error });
            failedLoads.add(() => {
              if (pending === loading) pending = undefined;
            });
            throw error;
          },
        );
        pending = loading;
      }
      return pending;
    },
    prefetch() {
      lazy.preload().catch(() => undefined);
    },
    loaded: () => component,
  };
  return lazy;
}

/**
 * `render` of a value that may still be on its way: `value` when it is at hand, else
 * `load`, the same promise each call, which settles to it.
 * - At hand when this component mounted: rendered at once, without use(). In a test's
 *   act() scope React takes any use() for a task that used a promise, and a page change
 *   rendered as a transition that leaves work after its commit was then never resumed
 *   (the next page change hung).
 * - Not yet: a child use()s the promise on every render of its life. The render React
 *   resumes once the value is in thus calls use() again, as React requires (its
 *   development build reports a component that suspended in use() and then finished
 *   without it), and the tree keeps its shape once it is in: nothing below remounts.
 */
export function Settled<T>({
  value,
  load,
  render,
}: {
  value: T | undefined;
  load: () => Promise<T>;
  render: (value: T) => ReactNode;
}): ReactNode {
  const [atHand] = useState(value !== undefined);
  return atHand ? render(value as T) : createElement(Awaited<T>, { load, render });
}

function Awaited<T>({ load, render }: { load: () => Promise<T>; render: (value: T) => ReactNode }) {
  return render(use(load()));
}

/** A lazy component as a component: it suspends until loaded, and throws a failed load. */
export function lazyElement<P extends object>(lazy: LazyComponent<P>): ComponentType<P> {
  function Lazy(props: P) {
    return createElement(Settled<ComponentType<P>>, {
      value: lazy.loaded(),
      load: lazy.preload,
      render: (Component) => createElement(Component, props),
    });
  }
  return Lazy;
}

/**
 * The component once `wanted` (it starts loading then) and loaded. A failed load is
 * thrown while rendering, so the error boundary shows it and 'Try again' retries.
 */
export function useLazyComponent<P>(lazy: LazyComponent<P>, wanted: boolean): ComponentType<P> | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const [, setLoaded] = useState(0);
  const component = lazy.loaded();
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    lazy.preload().then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, component, lazy]);
  if (failure) throw failure.error;
  return component;
}

/** Loads that wait for the first page to be shown (afterFirstPage), until firstPageShown. */
const waitingLoads = new Set<() => Promise<unknown>>();
let firstPageIsShown = false;

/**
 * Starts `load` once the first page of the visit is shown (at once if it has been): code that
 * no page needs before it is interactive (a toast, a button's ripple) comes after the page,
 * not before it, and yet before the applicant is likely to need it. A failure is ignored
 * here: whoever needs the code loads it again.
 */
export function afterFirstPage(load: () => Promise<unknown>): void {
  if (firstPageIsShown) load().catch(() => undefined);
  else waitingLoads.add(load);
}

/** The page is shown, all of it (a form page once its questions are all in): starts the loads waiting for it. */
export function firstPageShown(): void {
  if (firstPageIsShown) return;
  firstPageIsShown = true;
  // One load per task: each import adds its chunks' preloads to the document (Vite's helper),
  // and all of them in the task that showed the page made it one of the longest of /about on
  // a phone (issue 16).
  const loads = [...waitingLoads];
  waitingLoads.clear();
  const next = () => {
    const load = loads.shift();
    load?.().catch(() => undefined);
    if (loads.length > 0) inBackground(next);
  };
  if (loads.length > 0) inBackground(next);
}

/** Loads now what waits for the first page (tests, so that a render shows it at once). */
export function preloadAfterFirstPage(): Promise<unknown> {
  return Promise.all([...waitingLoads].map((load) => load()));
}

/**
 * A component that few pages render and none before it is interactive (a notice, a summary
 * shown after a submit): it loads once the first page is shown (afterFirstPage), or when first
 * rendered if that is sooner, and renders nothing until then. A failed load is thrown to the
 * error boundary, whose 'Try again' loads it anew.
 */
export function laterComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const lazy = lazyComponent(load);
  afterFirstPage(lazy.preload);
  function Later(props: P) {
    const Component = useLazyComponent(lazy, true);
    return Component ? createElement(Component, props) : null;
  }
  return Later;
}
