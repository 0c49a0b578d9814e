import useSWRMutation from 'swr/mutation';
import type { MessageBody, UsernameInput } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/resend-confirm */
export function resendConfirm(input: UsernameInput): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/resend-confirm', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useResendConfirm() {
  return useSWRMutation('/public/resend-confirm', (_key: string, { arg }: { arg: UsernameInput }) =>
    resendConfirm(arg),
  );
}
