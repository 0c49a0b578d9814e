/**
 * Body schemas of the account calls. They check only shape and size (strings, bounded
 * lengths) so the work per request stays small; the field rules and their SPEC messages
 * come from engine/auth afterwards. Unknown fields are ignored, as the cards may send more.
 */
import { PASSWORD_MAX_LENGTH } from '../../../engine/auth/rules';

// Longer than any valid value, so the SPEC message (not a length error) explains a bad one.
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const username = text(1024);
const password = text(PASSWORD_MAX_LENGTH);

function body<const P extends Record<string, object>>(properties: P, required: (keyof P & string)[]) {
  return { type: 'object', required, properties } as const;
}

export const signupBody = body({ username, password }, ['username', 'password']);
export const loginBody = signupBody;
export const confirmBody = body({ username, code: text(64) }, ['username', 'code']);
export const usernameBody = body({ username }, ['username']);
export const resetBody = body({ username, password, confirm_password: password, id: text(256) }, [
  'username',
  'password',
  'id',
]);

/** Body of sign-up and login. */
export interface Credentials {
  username: string;
  password: string;
}

/** Body of confirm. */
export interface ConfirmInput {
  username: string;
  code: string;
}

/** Body of resend-confirm and forgot-password. */
export interface UsernameInput {
  username: string;
}

/** Body of reset-password; confirm_password is checked when sent. */
export interface ResetInput {
  username: string;
  password: string;
  confirm_password?: string;
  id: string;
}
