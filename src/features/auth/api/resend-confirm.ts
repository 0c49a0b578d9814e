import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type ResendConfirmInput = { username: string };

/** POST /public/resend-confirm */
export function resendConfirm(input: ResendConfirmInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/resend-confirm', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useResendConfirm() {
  return useSWRMutation('/public/resend-confirm', (_key: string, { arg }: { arg: ResendConfirmInput }) =>
    resendConfirm(arg),
  );
}
