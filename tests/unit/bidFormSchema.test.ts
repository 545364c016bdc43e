import { describe, expect, it } from 'vitest';
import { bidFormSchema } from '../../src/features/auction-room/bidFormSchema';

const messages = (amount: string, minimum: number) => {
  const result = bidFormSchema(minimum).safeParse({ amount });
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('bidFormSchema', () => {
  it('accepts the minimum itself and anything above it, as a number', () => {
    expect(messages('121000', 121_000)).toEqual({ amount: 121_000 });
    expect(messages('500000', 121_000)).toEqual({ amount: 500_000 });
  });

  it('refuses one below the minimum with the too-low message', () => {
    expect(messages('120999', 121_000)).toEqual(['auctionRoom:errors.tooLow']);
    expect(messages('0', 121_000)).toEqual(['auctionRoom:errors.tooLow']);
  });

  it('refuses an empty field', () => {
    expect(messages('', 1)).toEqual(['auctionRoom:errors.empty']);
  });
});
