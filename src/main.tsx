import { createRoot, type Root } from 'react-dom/client';
import { keepFirstPaintUntilPage } from './lib/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// The server's picture of the first page, shown until the app shows the page itself.
const firstPaint = document.getElementById('first-paint');
if (firstPaint) keepFirstPaintUntilPage(firstPaint, container);

// Three tasks, none long on a phone (issue 16): React's evaluation (this module's), the root
// (createRoot listens for every event React knows on the container: as long again as React's
// evaluation), and the application's modules (MUI, emotion, the router, the pages' shell),
// evaluated in a task of their own after React's: one module graph is evaluated in one task,
// and the whole graph at once was the longest task a phone met on the first page. The
// server preloads their chunk with the entry's (server/client-scripts.ts).
const root = new Promise<Root>((resolve) => setTimeout(() => resolve(createRoot(container)), 0));
Promise.all([import('./app/start'), root]).then(([{ startApp }, created]) => startApp(created));
