/**
 * The account cards' rules (SPEC 5), read from schemas/auth.json so that the
 * browser and the server apply the same rules with the same messages.
 */
import rules from '../../schemas/auth.json';

export type AuthField = 'username' | 'password' | 'confirm_password' | 'code' | 'id';
/** Messages per field; a field with no entry is valid. */
export type AuthErrors = Partial<Record<AuthField, string[]>>;

export interface PasswordRequirement {
  id: string;
  message: string;
  met: boolean;
}

const emailPattern = new RegExp(rules.email.pattern);
const codePattern = new RegExp(rules.code.pattern);
const requirementChecks = rules.password.requirements.map((requirement) => ({
  id: requirement.id,
  message: requirement.message,
  test: (value: string) =>
    'minLength' in requirement && requirement.minLength !== undefined
      ? value.length >= requirement.minLength
      : new RegExp(requirement.pattern ?? '').test(value),
}));

/** Longest password accepted; the server refuses longer bodies before hashing. */
export const PASSWORD_MAX_LENGTH = rules.password.maxLength;

export const authMessages = {
  emailInvalid: rules.email.messages.invalid,
  loginEmailInvalid: rules.email.messages.loginInvalid,
  resendEmailInvalid: rules.email.messages.resendInvalid,
  passwordRequired: rules.password.requiredMessage,
  passwordsMatch: rules.password.matchMessage,
  codeInvalid: rules.code.message,
} as const;

/** Whether a value is an e-mail address we accept as a username. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= rules.email.maxLength && emailPattern.test(value);
}

/** Each password requirement with whether the value meets it: the live list on the cards. */
export function passwordRequirements(value: string): PasswordRequirement[] {
  return requirementChecks.map(({ id, message, test }) => ({ id, message, met: test(value) }));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function add(errors: AuthErrors, field: AuthField, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

function checkEmail(errors: AuthErrors, value: unknown, message: string): void {
  if (!isEmail(value)) add(errors, 'username', message);
}

function checkNewPassword(errors: AuthErrors, value: unknown): void {
  const password = text(value);
  for (const requirement of passwordRequirements(password)) {
    if (!requirement.met) add(errors, 'password', requirement.message);
  }
}

/** Sign-up: a valid e-mail and a password meeting every requirement. */
export function validateSignup(input: { username?: unknown; password?: unknown }): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.emailInvalid);
  checkNewPassword(errors, input.password);
  return errors;
}

/** Login checks only that the username is an e-mail and a password is given (SPEC 5). */
export function validateLogin(input: { username?: unknown; password?: unknown }): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.loginEmailInvalid);
  if (text(input.password) === '') add(errors, 'password', authMessages.passwordRequired);
  return errors;
}

/** Confirm: the e-mail and a code of exactly six digits. */
export function validateConfirm(input: { username?: unknown; code?: unknown }): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.emailInvalid);
  if (!codePattern.test(text(input.code))) add(errors, 'code', authMessages.codeInvalid);
  return errors;
}

/** Forgot password: only the e-mail. */
export function validateForgot(input: { username?: unknown }): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.emailInvalid);
  return errors;
}

/** Resend a confirmation code, from the login or the confirm card. */
export function validateResend(input: { username?: unknown }): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.resendEmailInvalid);
  return errors;
}

/**
 * Reset: the e-mail, a new password meeting every requirement and, where the
 * caller sends it (the card does, the REST payload need not), the same password twice.
 */
export function validateReset(input: {
  username?: unknown;
  password?: unknown;
  confirm_password?: unknown;
  id?: unknown;
}): AuthErrors {
  const errors: AuthErrors = {};
  checkEmail(errors, input.username, authMessages.emailInvalid);
  checkNewPassword(errors, input.password);
  if (input.confirm_password !== undefined && input.confirm_password !== input.password) {
    add(errors, 'confirm_password', authMessages.passwordsMatch);
  }
  return errors;
}

/** The first message of the first invalid field, or undefined when valid. */
export function firstAuthError(errors: AuthErrors): string | undefined {
  for (const list of Object.values(errors)) {
    if (list && list.length > 0) return list[0];
  }
  return undefined;
}

export function hasAuthErrors(errors: AuthErrors): boolean {
  return firstAuthError(errors) !== undefined;
}
