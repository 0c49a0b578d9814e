/** Waiting for mail in the server's outbox (DATA_DIR/outbox), read with the server's own parser. */
import { type OutboxMessage, outboxFiles, readOutbox } from '../../../server/mail/outbox';

/** Resolves with the first message to `to` beyond the `after` already there. */
export async function waitForMail(
  dataDir: string,
  to: string,
  after = 0,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (outboxFiles(dataDir, to).length > after) {
      const message = readOutbox(dataDir, to);
      if (message) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** How many messages the outbox holds for the address. */
export function mailCount(dataDir: string, to: string): number {
  return outboxFiles(dataDir, to).length;
}
