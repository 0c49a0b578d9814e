import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type ResetPasswordInput = { username: string; password: string; id: string };

/** POST /public/reset-password */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/reset-password', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useResetPassword() {
  return useSWRMutation('/public/reset-password', (_key: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(arg),
  );
}
