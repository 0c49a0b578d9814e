import type { TmpAnswer } from '../../../../engine/contract';
import { api } from '../../../lib/api-client';

/** GET /public/tmp?token= (SPEC 7): the answers a prefill link carries. */
export function getTmpAnswer(token: string): Promise<TmpAnswer> {
  return api.get<TmpAnswer>(`/public/tmp?token=${encodeURIComponent(token)}`);
}
