/**
 * The account calls under /public (SPEC 7). Request bodies check only shape and size
 * (strings, bounded lengths) so the work per request stays small; the field rules and
 * their SPEC messages come from engine/auth afterwards. Unknown fields are ignored, as
 * the cards may send more.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PASSWORD_MAX_LENGTH } from '../auth/rules';
import { messageBody } from './common';

// Longer than any valid value, so the SPEC message (not a length error) explains a bad one.
const bounded = <const N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;
const username = bounded(1024);
const password = bounded(PASSWORD_MAX_LENGTH);

function body<const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', required, properties } as const;
}

/** POST /public/signup and /public/login. */
export const credentialsBody = body({ username, password }, ['username', 'password']);
/** POST /public/confirm. */
export const confirmBody = body({ username, code: bounded(64) }, ['username', 'code']);
/** POST /public/resend-confirm and /public/forgot-password. */
export const usernameBody = body({ username }, ['username']);
/** POST /public/reset-password; confirm_password is checked when sent. */
export const resetBody = body({ username, password, confirm_password: password, id: bounded(256) }, [
  'username',
  'password',
  'id',
]);

/** Sign-up and login. */
export type Credentials = FromSchema<typeof credentialsBody>;
/** Confirming the mailed code. */
export type ConfirmInput = FromSchema<typeof confirmBody>;
/** Resending the code, asking for a reset link. */
export type UsernameInput = FromSchema<typeof usernameBody>;
/** Setting a new password with a reset link. */
export type ResetInput = FromSchema<typeof resetBody>;

/** The code of a login refused because the account is not confirmed yet. */
export const NOT_CONFIRMED_CODE = 'UserNotConfirmed';

/**
 * POST /public/login's 403: `{message, code: "UserNotConfirmed"}` for an account not
 * confirmed yet, or `{message}` alone for a cross-site request (which every state change
 * may get), so `code` is optional here.
 */
export const loginRefusedBody = {
  type: 'object',
  required: ['message'],
  properties: { ...messageBody.properties, code: { type: 'string', const: NOT_CONFIRMED_CODE } },
  additionalProperties: false,
  description:
    'The account is not confirmed yet (with code UserNotConfirmed: the client offers to enter or resend the code), or a cross-site request (without code).',
} as const;

/** A login's 403. */
export type LoginRefused = FromSchema<typeof loginRefusedBody>;
