/** The application feature's edge: what the router mounts (loaded lazily, away from the auth cards). */

// The form pages' widgets that load on their own (widgets/registry.ts): the tests load them up front.
export { preloadLaterWidgets } from '../../../widgets';
export { ADD_ANOTHER_KEY, TABS_KEY } from './api/form-state';
export { ApplicationRoot } from './components/application-root';
export { FormLayout } from './components/form-layout';
export { FormPage } from './form/form-page';

/** The completion page (SPEC 2), a chunk of its own: only a submitted application shows it (issue 16). */
export const loadCompletionPage = () => import('./completion');
