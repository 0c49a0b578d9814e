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
import('./app/start').then(({ startApp }) => startApp(root));
