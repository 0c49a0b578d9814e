/**
 * The validator RJSF requires as a prop, for forms that never let RJSF validate. The
 * form pages show the engine's findings (the precompiled validators and rules the
 * server's submit runs) from the answer store, and the print view shows what was saved.
 * RJSF calls validateFormData only on submit or with liveValidate, and neither form has
 * either (no submit button, a div for the form element, liveValidate unset). It calls
 * isValid only to choose among oneOf / anyOf / if / dependencies sub-schemas, which the
 * page meta-schema (schemas/meta/page.schema.meta.json) does not allow. So it reports
 * nothing, and no ajv ships to the browser (the CSP forbids unsafe-eval).
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Answers } from '../../engine/catalogue/types';

/** A validator that reports no error: the engine, not RJSF, validates. */
export const rjsfValidator: ValidatorType<Answers, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};
