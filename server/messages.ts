/**
 * Every text the server answers with, in one place so the client engineer and the tests
 * can rely on them. Field-rule messages (SPEC 5) come from engine/auth, not from here;
 * SPEC 8's generic and session texts from schemas/interface.json, which the browser shows too.
 */
import { interfaceTexts } from '../engine/interface-texts';

export const messages = {
  // Sign-up and confirmation
  signupSent: 'We sent a confirmation code to your email address.',
  confirmed: 'Your account has been confirmed. Please log in.',
  codeWrong: 'Invalid confirmation code provided, please try again.',
  codeExpired: 'Your confirmation code has expired. Please request a new code.',
  codeDead: 'Too many failed attempts. Please request a new confirmation code.',
  resendSent: 'If an unconfirmed account exists for that address, we sent it a new confirmation code.',
  // Login and logout
  loginOk: 'Login successful.',
  loginWrong: 'Incorrect username or password.',
  notConfirmed:
    'Your account has not been confirmed yet. Enter the code we emailed you, or request a new one.',
  accountLocked: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  accountLockedEverywhere:
    'Too many failed login attempts for this account. Reset your password to sign in now, or try again in an hour.',
  addressLimited: 'Too many login attempts from your network. Please wait a minute and try again.',
  accountCallsLimited: 'Too many requests from your network. Please wait an hour and try again.',
  loggedOut: 'You have been logged out.',
  sessionInvalid: interfaceTexts.sessionInvalid,
  // Password reset
  forgotSent: 'If an account exists for that address, we have emailed a link to reset your password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please log in.',
  // Mail rate limits (per e-mail address)
  mailMinute: 'Too many requests. Please wait a minute and try again.',
  mailHour: 'Too many emails were requested for this address. Please wait an hour and try again.',
  // The application (issue 4)
  answersSaved: 'Your answers were saved.',
  lastPageSaved: 'Your last page was saved.',
  webStatusSaved: 'Your application status was saved.',
  validationsSaved: 'The validation results were saved.',
  addAnotherSaved: 'The number of entries was saved.',
  tabSaved: 'Your choice of tab was saved.',
  submitted: 'Your application was successfully submitted.',
  submitInvalid:
    'Your application is missing some information. Please fix the highlighted questions and submit again.',
  applicationSubmitted: 'Your application has already been submitted and can no longer be changed.',
  submitOnlyBySubmit: 'Your application has not been submitted yet. Submit it to set the status submitted.',
  // The local upload endpoint's refusal of a second post to one key (POST /uploads)
  uploadExists: 'This file was uploaded already. To change it, please upload your file again.',
  // Transport and generic errors
  crossSite: 'Cross-site requests are not allowed.',
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large. The maximum is 1 MB.',
  notJson: 'The request body must be JSON, sent with Content-Type: application/json.',
  unstorableText:
    'The request contains a character that cannot be stored: a NUL (U+0000) or an unpaired surrogate.',
  notFound: 'Not found.',
  badUrl: 'The request URL is not valid.',
  unexpected: interfaceTexts.generic,
  databaseDown: 'The database is not reachable.',
} as const;
