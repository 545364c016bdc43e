import * as z from 'zod/mini';
import { MESSAGE_RULES } from '../api/serverMessages';
import { parseJson } from './parseJson';

/** Subscribe to exactly this (contract §8.4); the broker routes it to every session of the user. */
export const USER_ERRORS_DESTINATION = '/user/queue/errors';

/**
 * What a message on the user's error queue would mean, were it true: one of the bid refusals
 * production sends there (contract §8.4), keyed by meaning. Its words never travel further: any
 * logged-in user can write into this queue (contract §14.9), so the message is only a hint that a
 * bid in flight may have been refused; the bid pipeline reads the auction to know (docs/live.md).
 */
export type QueueRefusal =
  | { meaning: 'bidTooLow'; minimum: number }
  | { meaning: 'autoBidTooLow'; minimum: number }
  | { meaning: 'sameAsAutoBid'; amount: number }
  | { meaning: 'closed' }
  | { meaning: 'paused' }
  | { meaning: 'denied' };

const userErrorSchema = z.object({ statusCode: z.number(), message: z.string() });

/** `%.2f` in the server's locale (`1100.00` or `1100,00`) as a number. */
const amountOf = (match: RegExpExecArray): number => Number((match[1] ?? '').replace(',', '.'));

/** Each refusal by the backend's own words (serverMessages' rules, one list) and its status code. */
const READINGS: readonly {
  key: (typeof MESSAGE_RULES)[number]['key'];
  statusCode: number;
  read: (match: RegExpExecArray) => QueueRefusal;
}[] = [
  {
    key: 'bidTooLow',
    statusCode: 400,
    read: (match) => ({ meaning: 'bidTooLow', minimum: amountOf(match) }),
  },
  {
    key: 'autoBidTooLow',
    statusCode: 400,
    read: (match) => ({ meaning: 'autoBidTooLow', minimum: amountOf(match) }),
  },
  {
    key: 'sameAsAutoBid',
    statusCode: 400,
    read: (match) => ({ meaning: 'sameAsAutoBid', amount: amountOf(match) }),
  },
  { key: 'auctionClosed', statusCode: 409, read: () => ({ meaning: 'closed' }) },
  { key: 'auctionPaused', statusCode: 409, read: () => ({ meaning: 'paused' }) },
  { key: 'accessDenied', statusCode: 403, read: () => ({ meaning: 'denied' }) },
];

/**
 * A frame of the user's error queue as the refusal it claims to be; null for anything else (an
 * unreadable body, a text or a status production never sends there). Quietly: a flood of them must
 * cost nothing but this.
 */
export function readQueueRefusal(body: string): QueueRefusal | null {
  const result = userErrorSchema.safeParse(parseJson(body));
  if (!result.success) return null;
  const { statusCode, message } = result.data;
  for (const reading of READINGS) {
    if (reading.statusCode !== statusCode) continue;
    const match = MESSAGE_RULES.find((rule) => rule.key === reading.key)?.pattern.exec(message.trim());
    if (match) return reading.read(match);
  }
  return null;
}
