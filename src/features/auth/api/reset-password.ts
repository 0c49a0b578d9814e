import useSWRMutation from 'swr/mutation';
import type { MessageBody, ResetInput } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/reset-password */
export function resetPassword(input: ResetInput): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/reset-password', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useResetPassword() {
  return useSWRMutation('/public/reset-password', (_key: string, { arg }: { arg: ResetInput }) =>
    resetPassword(arg),
  );
}
