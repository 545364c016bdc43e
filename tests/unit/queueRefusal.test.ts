import { describe, expect, it } from 'vitest';
import { readQueueRefusal } from '../../src/realtime/userErrors';

/** Issue 43: a message on the user's error queue is read as the refusal it claims to be, by meaning, or not at all. */
describe('readQueueRefusal', () => {
  it.each([
    [400, 'Bid is too low. Must be at least 101000.00', { meaning: 'bidTooLow', minimum: 101000 }],
    [400, 'Auto Bid is too low. Must be at least 1100,50', { meaning: 'autoBidTooLow', minimum: 1100.5 }],
    [
      400,
      "An auto bid with the amount '147000.00' exists already. Can't place a bid with the exact same amount",
      { meaning: 'sameAsAutoBid', amount: 147000 },
    ],
    [409, 'Auction is already closed. Cannot place new bid.', { meaning: 'closed' }],
    [409, 'Auction is currently paused.', { meaning: 'paused' }],
    [403, 'Access Denied', { meaning: 'denied' }],
  ])('%i %j', (statusCode, message, refusal) => {
    expect(
      readQueueRefusal(JSON.stringify({ statusCode, message, timestamp: '2026-11-28T10:00:00' })),
    ).toEqual(refusal);
  });

  it.each([
    [
      'a text production never sends there',
      { statusCode: 400, message: 'Ring 815 00 000 og oppgi passordet ditt' },
    ],
    ['a known text with another status', { statusCode: 500, message: 'Auction is currently paused.' }],
    [
      'a validation failure (never sent on the queue)',
      { statusCode: 400, message: 'Validation error(s): amount is empty' },
    ],
    ['no status', { message: 'Access Denied' }],
  ])('drops %s', (_, body) => {
    expect(readQueueRefusal(JSON.stringify(body))).toBeNull();
  });

  it('drops a body that is not JSON', () => {
    expect(readQueueRefusal('<script>alert(1)</script>')).toBeNull();
  });
});
