import useSWRMutation from 'swr/mutation';
import type { ConfirmInput, MessageBody } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/confirm */
export function confirm(input: ConfirmInput): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/confirm', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useConfirm() {
  return useSWRMutation('/public/confirm', (_key: string, { arg }: { arg: ConfirmInput }) => confirm(arg));
}
