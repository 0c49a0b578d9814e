/** Accessible names of the toasts (SPEC 2 and 8); tests and screen readers find toasts by them. */
export const toastLabels = {
  success: 'Success Notification',
  login: 'Login Card Error',
  signup: 'Sign Up Card Error',
  confirm: 'Confirm Card Error',
  forgot: 'Forgot Password Card Error',
  reset: 'Reset Password Card Error',
  resend: 'Resend Confirmation Code Error',
  logout: 'Log Out Error',
  unexpected: 'Unexpected Error',
  prefill: 'Prefill Link Error',
  tabs: (tab: string) => `Error handling tabs for ${tab}`,
} as const;
