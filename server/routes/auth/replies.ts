/** The answers of the account calls, for their response schemas (docs in /api/openapi.json). */
import { messageReply } from '../../../engine/contract';
import { messages } from '../../messages';

/** A field breaks a rule (SPEC 5): the first rule's message. */
export const ruleBroken = messageReply('A field breaks a rule (SPEC 5): the first rule’s message.');

/** Every account call but login counts toward a per-network hourly limit. */
export const tooManyCalls = messageReply(
  `Too many account calls from this network: "${messages.accountCallsLimited}"; or too many mails for this address: "${messages.mailMinute}" / "${messages.mailHour}".`,
);

/** `{message}` of a success, quoting it. */
export const done = (message: string) => messageReply(`Done: "${message}"`);
