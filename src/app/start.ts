/** What src/main.tsx loads as a chunk of its own: the client and the staff link's early start. */
export { App } from './index';
export { startStaffLink } from './router';
