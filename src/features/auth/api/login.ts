import useSWRMutation from 'swr/mutation';
import type { Credentials, MessageBody } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** POST /public/login */
export function login(input: Credentials): Promise<MessageBody | undefined> {
  return api.post<MessageBody | undefined>('/public/login', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useLogin() {
  return useSWRMutation('/public/login', (_key: string, { arg }: { arg: Credentials }) => login(arg));
}
