import { describe, expect, it } from 'vitest';
import { interfaceTexts, toastLabels } from './interface-texts';

describe('the frame texts of schemas/interface.json', () => {
  it("hold SPEC 8's texts as written", () => {
    expect(interfaceTexts.generic).toBe(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
    expect(interfaceTexts.sessionInvalid).toBe(
      'Your session is invalid. Please clear your cookies and login again.',
    );
    expect([interfaceTexts.toasts.errorTitle, interfaceTexts.toasts.successTitle]).toEqual([
      'Error',
      'Success',
    ]);
    expect(toastLabels.unexpected).toBe('Unexpected Error');
    expect([
      toastLabels.login,
      toastLabels.signup,
      toastLabels.confirm,
      toastLabels.forgot,
      toastLabels.reset,
    ]).toEqual([
      'Login Card Error',
      'Sign Up Card Error',
      'Confirm Card Error',
      'Forgot Password Card Error',
      'Reset Password Card Error',
    ]);
    expect(toastLabels.resend).toBe('Resend Confirmation Code Error');
    expect(interfaceTexts.uploadBusy.title).toBe('File Upload in Progress');
    expect(interfaceTexts.uploadBusy.text).toBe('Please wait until the file upload has completed.');
  });

  it('fill in what failed, wherever the text puts it', () => {
    expect(toastLabels.upload('Transcript')).toBe('Error uploading file for Transcript');
    expect(toastLabels.addAnother('Add Another School')).toBe('Error adding another Add Another School');
    expect(toastLabels.tabs('Test Scores')).toBe('Error handling tabs for Test Scores');
    // A name holding a placeholder's braces is shown as it is, not filled in again.
    expect(toastLabels.tabs('{tab}')).toBe('Error handling tabs for {tab}');
  });
});
