import useSWRMutation from 'swr/mutation';
import type { Credentials, MessageBody } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/signup */
export function signup(input: Credentials): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/signup', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useSignup() {
  return useSWRMutation('/public/signup', (_key: string, { arg }: { arg: Credentials }) => signup(arg));
}
