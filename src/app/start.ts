/**
 * What src/main.tsx loads as a chunk of its own, evaluated in a task after React's (issue 16):
 * the client, rendered into the entry's root, and the staff link's early start.
 */
import { createElement, StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './index';
import { startCatalogue, startStaffLink } from './router';

/** Renders the app into `root`: a staff link's view once its code is in, any other page at once. */
export function startApp(root: Root): void {
  startCatalogue();
  // A staff link's application and view code, requested before anything renders.
  const staffView = startStaffLink(window.location.search);
  // Without JSX, so that the module keeps the name Vite's manifest gives the server (start.ts).
  const app = createElement(StrictMode, null, createElement(App));
  if (staffView) {
    // A staff link's print view has nothing to type into: rendered in one go, without the
    // transition's slices and the frames painted between them, once the view's code is in
    // (its chunks are preloaded): a view that suspended would be shown 300 ms after its
    // spinner at the earliest (React's Suspense throttle), whenever its code and data arrived.
    staffView.then(() => root.render(app));
  } else {
    // A transition: React renders the first page in slices, yielding to the browser between them,
    // instead of one long task a phone's CPU cannot answer input during.
    startTransition(() => root.render(app));
  }
}
