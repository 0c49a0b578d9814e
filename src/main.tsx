import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const root = createRoot(container);
// A transition: React renders the first page in slices, yielding to the browser between them,
// instead of one long task a phone's CPU cannot answer input during.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
