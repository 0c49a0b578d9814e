/** Accessible names of the toasts (SPEC 2 and 8), worded in schemas/interface.json; tests and screen readers find toasts by them. */
export { toastLabels } from '../../../engine/interface-texts';
