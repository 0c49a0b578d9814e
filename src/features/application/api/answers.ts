import type { MessageBody } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/answer: the answer object itself (key → value); the server stores per key. */
export function saveAnswers(answer: Record<string, string>): Promise<MessageBody | undefined> {
  return api.put<MessageBody | undefined>('/api/answer', answer);
}
