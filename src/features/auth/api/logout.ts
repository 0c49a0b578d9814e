import useSWRMutation from 'swr/mutation';
import { api, type MessageResponse } from '../../../lib/api-client';

/** GET /api/logout: ends the session; the server clears both cookies. */
export function logout(): Promise<MessageResponse | undefined> {
  return api.get<MessageResponse | undefined>('/api/logout');
}

export function useLogout() {
  return useSWRMutation('/api/logout', () => logout());
}
