import { api, type MessageResponse } from '../../../lib/api-client';

/** GET /api/logout: ends the session; the server clears both cookies. */
export function logout(): Promise<MessageResponse | undefined> {
  return api.get<MessageResponse | undefined>('/api/logout');
}
