import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { isUrgentNavigation } from '../lib/urgent-navigation';

interface Update {
  action: NavigationType;
  location: Location;
}

/**
 * react-router's BrowserRouter, but for one thing: a navigation made through
 * navigateUrgently (src/lib/urgent-navigation.ts) renders at once; every other one
 * renders as a transition, as BrowserRouter's do.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const history = useRef<ReturnType<typeof UNSAFE_createBrowserHistory>>(undefined);
  history.current ??= UNSAFE_createBrowserHistory({ v5Compat: true });
  const browser = history.current;
  const [state, setState] = useState<Update>({ action: browser.action, location: browser.location });
  useLayoutEffect(
    () =>
      browser.listen((update) => {
        if (isUrgentNavigation()) setState(update);
        else startTransition(() => setState(update));
      }),
    [browser],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={browser}>
      {children}
    </Router>
  );
}
