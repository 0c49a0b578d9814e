/** The partner feature's edge: the gate that loads the partner's settings and themes the app with them. */

export { servedPartner } from './api/get-partner';
export { PartnerGate } from './components/partner-gate';
