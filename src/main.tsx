import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { keepFirstPaintUntilPage } from './lib/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server's picture of the first page, shown until the app shows the page itself.
const firstPaint = document.getElementById('first-paint');
if (firstPaint) keepFirstPaintUntilPage(firstPaint, container);

const root = createRoot(container);

// The application's modules (MUI, emotion, the router, the pages' shell) are evaluated in a
// task of their own, after React's: one module graph is evaluated in one task, and the whole
// graph at once was the longest task a phone met on the first page (issue 16). The server
// preloads their chunk with the entry's (server/client-scripts.ts).
import('./app/start').then(({ App, startStaffLink }) => {
  // A staff link's application and view code, requested before anything renders.
  const staffView = startStaffLink(window.location.search);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
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
});
