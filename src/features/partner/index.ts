/** The partner feature's edge: the gate that loads the partner's settings and themes the app with them. */
export { PartnerGate } from './components/partner-gate';
