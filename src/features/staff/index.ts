/** The staff feature's edge: the read-only print view the router shows for a service_token URL. */

export { serviceApplicationKey } from './api/service-application';
export { StaffView } from './components/staff-view';
