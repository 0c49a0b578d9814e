import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

export type SignupInput = { username: string; password: string };

/** POST /public/signup */
export function signup(input: SignupInput): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/public/signup', input);
}

/** The mutation behind the card; trigger() rejects with the API's error. */
export function useSignup() {
  return useSWRMutation('/public/signup', (_key: string, { arg }: { arg: SignupInput }) => signup(arg));
}
