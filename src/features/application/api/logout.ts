import type { MessageBody } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** GET /api/logout: ends the session; the server clears both cookies. */
export function logout(): Promise<MessageBody | undefined> {
  return api.get<MessageBody | undefined>('/api/logout');
}
