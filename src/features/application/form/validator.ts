/**
 * The RJSF validator, backed by the engine: the same precompiled validators and rules
 * the server's submit runs, so the form never ships or runs ajv (the CSP forbids
 * unsafe-eval, and /about has a JS budget). RJSF asks it three things: the errors of
 * the form data, whether data fits a sub-schema (only for oneOf/anyOf/if, which the
 * catalogue does not use), and a raw run for tooling.
 */
import type {
  ErrorSchema,
  RJSFSchema,
  RJSFValidationError,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { type Answers, type Engine, type FormContext, validatePage } from '../engine-exports';

type Json = Record<string, unknown>;

/** Errors per key as RJSF's list and ErrorSchema. */
export function toValidationData(errors: Record<string, string[]>): ValidationData<Answers> {
  const list: RJSFValidationError[] = [];
  const errorSchema: Record<string, { __errors: string[] }> = {};
  for (const [key, messages] of Object.entries(errors)) {
    errorSchema[key] = { __errors: [...messages] };
    for (const message of messages) {
      list.push({ name: 'engine', property: `.${key}`, message, stack: `${key}: ${message}` });
    }
  }
  return { errors: list, errorSchema: errorSchema as ErrorSchema<Answers> };
}

function typeMatches(type: unknown, value: unknown): boolean {
  if (type === undefined) return true;
  if (Array.isArray(type)) return type.some((item) => typeMatches(item, value));
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'null') return value === null;
  if (type === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value);
  return typeof value === type;
}

/** A structural check (type, const, enum, properties, required) for RJSF's schema matching. */
export function fitsSchema(schema: unknown, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  if (schema === null || typeof schema !== 'object') return true;
  const s = schema as Json;
  if ('const' in s && s.const !== value) return false;
  if (Array.isArray(s.enum) && !s.enum.includes(value)) return false;
  if (value !== undefined && !typeMatches(s.type, value)) return false;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Json;
    if (Array.isArray(s.required) && s.required.some((key) => !(String(key) in record))) return false;
    const properties = (s.properties ?? {}) as Json;
    for (const [key, sub] of Object.entries(properties)) {
      if (key in record && !fitsSchema(sub, record[key])) return false;
    }
  }
  return true;
}

/** What the validator reads besides the form data: the state that shows or hides entries and tabs. */
export interface ValidatorInputs {
  context: FormContext;
  today: string;
}

/**
 * A validator for one page. The last result is kept, keyed by the data and context
 * objects, because RJSF may ask twice for the same state in one render.
 */
export function createEngineValidator(
  engine: Engine,
  pageId: string,
  inputs: () => ValidatorInputs,
): ValidatorType<Answers, RJSFSchema> {
  let last:
    | { data: unknown; context: FormContext; today: string; result: ValidationData<Answers> }
    | undefined;
  return {
    // customValidate is not supported: every rule lives in the catalogue, none in the form.
    validateFormData(formData, _schema, _customValidate, transformErrors, uiSchema) {
      const { context, today } = inputs();
      if (last && last.data === formData && last.context === context && last.today === today)
        return last.result;
      const answers = (formData ?? {}) as Answers;
      let result = toValidationData(validatePage(engine, pageId, answers, today, context).errors);
      if (transformErrors) result = { ...result, errors: transformErrors(result.errors, uiSchema) };
      last = { data: formData, context, today, result };
      return result;
    },
    isValid(schema, formData) {
      return fitsSchema(schema, formData);
    },
    rawValidation(_schema, formData) {
      const validate = engine.validators[pageId];
      if (!validate) return { validationError: new Error(`No compiled validator for the page ${pageId}.`) };
      validate(formData ?? {});
      return { errors: (validate.errors ?? []) as never[] };
    },
  };
}
