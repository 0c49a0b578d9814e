import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type ForgotPasswordInput = { username: string };

/** POST /public/forgot-password */
export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/forgot-password', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useForgotPassword() {
  return useSWRMutation('/public/forgot-password', (_key: string, { arg }: { arg: ForgotPasswordInput }) =>
    forgotPassword(arg),
  );
}
