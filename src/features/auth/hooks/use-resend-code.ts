import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateResend } from '../../../../engine/auth/rules';
import { toastLabels } from '../../../components/toast/toast-labels';
import { useErrorToast } from '../../../components/toast/use-error-toast';
import type { NavigationState } from '../../../lib/navigation-state';
import { fallbackSuccess, successText } from '../../../lib/success-messages';
import { useResendConfirm } from '../api/resend-confirm';

/**
 * The 'resend confirmation code' action of the login and confirm cards. It needs a valid
 * email first (SPEC 5); once asked for, that message stays live on the email field until fixed.
 * On success it goes to /confirm with the username, a success message and the answers.
 */
export function useResendCode(username: string, answers: Record<string, string> | undefined) {
  const [attempted, setAttempted] = useState(false);
  const { trigger, isMutating } = useResendConfirm();
  const navigate = useNavigate();
  const showError = useErrorToast(toastLabels.resend);
  const errors = attempted ? (validateResend({ username }).username ?? []) : [];

  const resend = async () => {
    setAttempted(true);
    if ((validateResend({ username }).username ?? []).length > 0) return false;
    try {
      const response = await trigger({ username });
      const state: NavigationState = {
        username,
        successMessage: successText(response, fallbackSuccess.resend),
        answers,
      };
      navigate('/confirm', { state });
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return { resend, isResending: isMutating, errors };
}

/** Two lists of messages as one, without repeats. */
export function mergeMessages(first: string[], second: string[]): string[] {
  return [...new Set([...first, ...second])];
}
