/**
 * The staff feature's edge: the read-only print view the router shows for a service_token
 * URL. The view is a chunk of its own (loadStaffView); what a staff link can start before
 * that code arrives (its application's request) is here, small, in the entry.
 */

export { prefetchServiceApplication, serviceApplicationKey } from './api/service-application';

/** The staff view's code, loaded when a staff link is opened. */
export const loadStaffView = () => import('./components/staff-view');
