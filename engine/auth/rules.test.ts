import { describe, expect, it } from 'vitest';
import {
  firstAuthError,
  hasAuthErrors,
  isEmail,
  passwordRequirements,
  validateConfirm,
  validateForgot,
  validateLogin,
  validateResend,
  validateReset,
  validateSignup,
} from './rules';

const GOOD = 'Correct-Horse-9';

describe('e-mail', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+admit@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada@@example.com', false],
    ['ada example@example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.io`, false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });

  it('uses the card-specific SPEC messages', () => {
    expect(validateSignup({ username: 'nope', password: GOOD }).username).toEqual([
      'Your email address must be valid.',
    ]);
    expect(validateForgot({ username: 'nope' }).username).toEqual(['Your email address must be valid.']);
    expect(validateConfirm({ username: 'nope', code: '123456' }).username).toEqual([
      'Your email address must be valid.',
    ]);
    expect(validateLogin({ username: 'nope', password: 'x' }).username).toEqual([
      'Please provide a valid email address.',
    ]);
    expect(validateResend({ username: '' }).username).toEqual([
      'You must provide a valid email address to resend a confirmation code.',
    ]);
  });

  it('treats non-strings as invalid', () => {
    expect(isEmail(42)).toBe(false);
    expect(isEmail(null)).toBe(false);
    expect(hasAuthErrors(validateForgot({ username: { $ne: '' } }))).toBe(true);
  });
});

describe('new password policy', () => {
  it.each([
    ['Short-1a', 'is at least 12 characters'],
    ['no-uppercase-123', 'contains at least one uppercase letter'],
    ['NO-LOWERCASE-123', 'contains at least one lowercase letter'],
    ['No-Numbers-Here', 'contains at least one number'],
    ['NoSpecials12345', 'contains at least one special character'],
    [' Leading-Space1', 'contains no leading or trailing whitespace'],
    ['Trailing-Space1 ', 'contains no leading or trailing whitespace'],
  ])('%j fails with %j', (password, message) => {
    expect(validateSignup({ username: 'ada@example.com', password }).password).toEqual([message]);
  });

  it('accepts exactly 12 characters and refuses 11', () => {
    expect(
      validateSignup({ username: 'ada@example.com', password: 'Abcdefghi-12' }).password,
    ).toBeUndefined();
    expect(validateSignup({ username: 'ada@example.com', password: 'Abcdefgh-12' }).password).toEqual([
      'is at least 12 characters',
    ]);
  });

  it('accepts a space inside the password', () => {
    expect(validateSignup({ username: 'ada@example.com', password: 'Correct Horse 9!' })).toEqual({});
  });

  it('lists every requirement with whether it is met, in SPEC order', () => {
    expect(passwordRequirements('')).toEqual([
      { id: 'length', message: 'is at least 12 characters', met: false },
      { id: 'uppercase', message: 'contains at least one uppercase letter', met: false },
      { id: 'lowercase', message: 'contains at least one lowercase letter', met: false },
      { id: 'number', message: 'contains at least one number', met: false },
      { id: 'special', message: 'contains at least one special character', met: false },
      { id: 'whitespace', message: 'contains no leading or trailing whitespace', met: true },
    ]);
    expect(passwordRequirements(GOOD).every((requirement) => requirement.met)).toBe(true);
  });
});

describe('login', () => {
  it('checks only the e-mail and that a password is given', () => {
    expect(validateLogin({ username: 'ada@example.com', password: 'short' })).toEqual({});
    expect(validateLogin({ username: 'ada@example.com', password: '' }).password).toEqual([
      'Password is required.',
    ]);
    expect(validateLogin({ username: 'ada@example.com' }).password).toEqual(['Password is required.']);
  });
});

describe('confirmation code', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['', false],
  ])('%j is valid: %s', (code, valid) => {
    const errors = validateConfirm({ username: 'ada@example.com', code });
    expect(errors.code).toEqual(valid ? undefined : ['The confirmation code must be exactly 6 numbers.']);
  });
});

describe('reset', () => {
  it('adds "passwords must match" when the confirmation differs', () => {
    const errors = validateReset({
      username: 'ada@example.com',
      password: GOOD,
      confirm_password: `${GOOD}x`,
      id: 'a',
    });
    expect(errors).toEqual({ confirm_password: ['passwords must match'] });
  });

  it('applies the new-password policy', () => {
    const errors = validateReset({ username: 'ada@example.com', password: 'weak', confirm_password: 'weak' });
    expect(errors.password).toContain('is at least 12 characters');
    expect(firstAuthError(errors)).toBe('is at least 12 characters');
  });

  it('does not require confirm_password in the REST payload', () => {
    expect(validateReset({ username: 'ada@example.com', password: GOOD, id: 'x' })).toEqual({});
  });
});
