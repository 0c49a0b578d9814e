/** The application feature's completion page (SPEC 2), a route of its own chunk: only a submitted application shows it. */
export { CompletionPage } from './components/completion-page';
