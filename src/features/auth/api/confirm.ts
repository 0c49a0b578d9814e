import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type ConfirmInput = { username: string; code: string };

/** POST /public/confirm */
export function confirm(input: ConfirmInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/confirm', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useConfirm() {
  return useSWRMutation('/public/confirm', (_key: string, { arg }: { arg: ConfirmInput }) => confirm(arg));
}
