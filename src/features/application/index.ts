/** The application feature's edge: what the router mounts (loaded lazily, away from the auth cards). */

// The form pages' widgets that load on their own (widgets/registry.ts): the tests load them up front.
export { preloadLaterWidgets } from '../../../widgets';
export { ADD_ANOTHER_KEY, TABS_KEY } from './api/form-state';
export { ApplicationRoot } from './components/application-root';
export { CompletionPage } from './components/completion-page';
export { FormLayout } from './components/form-layout';
export { FormPage } from './form/form-page';
