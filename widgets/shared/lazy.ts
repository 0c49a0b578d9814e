/**
 * Components whose code loads only when a page needs them (a dialog when it first
 * opens, the autocomplete on the applicant's first intent, a route when it is
 * visited), so that /about's JavaScript stays within SPEC 9's budget. Each loads once
 * per page; a failed load may be retried.
 */
import { type ComponentType, useEffect, useState } from 'react';

export interface LazyComponent<P> {
  /** Starts loading (once) and resolves to the component. */
  preload(): Promise<ComponentType<P>>;
  /**
   * Starts loading on a sign of intent, ignoring a failure: the component is wanted
   * later through useLazyComponent, which retries and reports it.
   */
  prefetch(): void;
  /** The component if it has loaded. */
  loaded(): ComponentType<P> | undefined;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const lazy: LazyComponent<P> = {
    preload() {
      pending ??= load().then(
        (loaded) => {
          component = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
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
