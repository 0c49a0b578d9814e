/**
 * The print view's RJSF validator: it validates nothing. The view shows what was saved,
 * errors included, and RJSF only asks a validator to match sub-schemas (oneOf, anyOf,
 * if), which the flat string schema of the print view does not have. Not shipping ajv
 * also keeps the CSP free of unsafe-eval.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { Answers } from '../../../engine/catalogue/types';
import type { WidgetContext } from '../../../widgets';

/** A validator that reports no error. */
export const readOnlyValidator: ValidatorType<Answers, RJSFSchema, WidgetContext> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};
