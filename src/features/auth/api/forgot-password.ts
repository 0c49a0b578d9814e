import useSWRMutation from 'swr/mutation';
import type { MessageBody, UsernameInput } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/forgot-password */
export function forgotPassword(input: UsernameInput): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/forgot-password', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useForgotPassword() {
  return useSWRMutation('/public/forgot-password', (_key: string, { arg }: { arg: UsernameInput }) =>
    forgotPassword(arg),
  );
}
