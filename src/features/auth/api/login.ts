import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type LoginInput = { username: string; password: string };

/** POST /public/login */
export function login(input: LoginInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/login', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useLogin() {
  return useSWRMutation('/public/login', (_key: string, { arg }: { arg: LoginInput }) => login(arg));
}
