import { api, type MessageResponse } from '../../../lib/api-client';

/** PUT /api/answer: the answer object itself (key → value); the server stores per key. */
export function saveAnswers(answer: Record<string, string>): Promise<MessageResponse | undefined> {
  return api.put<MessageResponse | undefined>('/api/answer', answer);
}
