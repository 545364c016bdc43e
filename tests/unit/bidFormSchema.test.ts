import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { bidFormSchema } from '../../src/features/auction-room/bidFormSchema';

const messages = (amount: string, minimum: number, refused?: (amount: number) => boolean) => {
  const result = bidFormSchema(minimum, refused).safeParse({ amount });
  return result.success ? result.data : result.error.issues.map((issue) => issue.message);
};

describe('bidFormSchema', () => {
  beforeEach(() => i18n.changeLanguage('no'));

  it('accepts the minimum itself and anything above it, as a number', () => {
    expect(messages('121000', 121_000)).toEqual({ amount: 121_000 });
    expect(messages('500000', 121_000)).toEqual({ amount: 500_000 });
  });

  it('reads Norwegian number writing, and never changes an amount it cannot read for certain', () => {
    expect(messages('153 000', 121_000)).toEqual({ amount: 153_000 });
    expect(messages('153.000', 121_000)).toEqual({ amount: 153_000 });
    expect(messages('153 000,-', 121_000)).toEqual({ amount: 153_000 });
    expect(messages('153000,50', 121_000)).toEqual(['ui:amount.wholeKroner']);
    expect(messages('-5000', 1)).toEqual(['ui:amount.negative']);
    expect(messages('1e12', 1)).toEqual(['ui:amount.characters']);
    expect(messages('153,000', 1)).toEqual(['ui:amount.format']);
  });

  it('refuses an amount the backend cannot store (DECIMAL(10, 2)), a 20-digit one too', () => {
    expect(messages('99 999 999', 1)).toEqual({ amount: 99_999_999 });
    expect(messages('100 000 000', 1)).toEqual(['ui:amount.tooLarge']);
    expect(messages('12345678901234567890', 1)).toEqual(['ui:amount.tooLarge']);
  });

  it('refuses one below the minimum with the too-low message', () => {
    expect(messages('120999', 121_000)).toEqual(['auctionRoom:errors.tooLow']);
    expect(messages('0', 121_000)).toEqual(['auctionRoom:errors.tooLow']);
  });

  it('refuses an amount production refuses for another reason (an autobid’s limit), in its own words', () => {
    const limit = (amount: number) => amount === 147_000;
    expect(messages('147000', 147_000, limit)).toEqual(['auctionRoom:errors.amountNotTaken']);
    expect(messages('148000', 147_000, limit)).toEqual({ amount: 148_000 });
  });

  it('refuses an empty field', () => {
    expect(messages('', 1)).toEqual(['auctionRoom:errors.empty']);
    expect(messages('   ', 1)).toEqual(['auctionRoom:errors.empty']);
  });
});

describe('bidFormSchema in English', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('reads English number writing', () => {
    expect(messages('153,000', 121_000)).toEqual({ amount: 153_000 });
    expect(messages('153000,50', 121_000)).toEqual(['ui:amount.format']);
    expect(messages('153,000.50', 121_000)).toEqual(['ui:amount.wholeKroner']);
  });
});
