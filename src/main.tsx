import { createRoot } from 'react-dom/client';
import { keepFirstPaintUntilPage } from './lib/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server's picture of the first page, shown until the app shows the page itself.
const firstPaint = document.getElementById('first-paint');
if (firstPaint) keepFirstPaintUntilPage(firstPaint, container);

/**
 * The root, and the application's modules (MUI, emotion, the router, the pages' shell) in a
 * chunk of their own, which the server preloads with the entry's (server/client-scripts.ts).
 * Each a task of its own after React's evaluation (this module's), none long on a phone
 * (issue 16): createRoot listens for every event React knows (as long again as React's
 * evaluation), and one module graph is evaluated in one task, the whole graph at once the
 * longest task a phone met on the first page.
 *
 * Asked for from this function rather than from the module's top level: where a browser
 * records who asked for each request (its developer tools, Lighthouse), it takes the stack
 * of the call, and a stack that holds a chunk's top level makes V8 parse the whole file
 * again on the main thread for its source positions. The catalogue's request from the
 * shell's top level (src/app/router.tsx) did so: moved into startApp, the shell's evaluation
 * went from about 14-22 ms to 7-11 ms of thread time at full speed.
 */
function start(root: HTMLElement): void {
  const created = createRoot(root);
  import('./app/start').then(({ startApp }) => startApp(created));
}

setTimeout(() => start(container), 0);
