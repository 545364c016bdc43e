import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../../src/lib/money';
import { sampleAuctions } from '../../src/features/landing/sampleAuctionData';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it("groups thousands the Norwegian way and ends with ',-'", () => {
    expect(formatMoney(150000)).toBe(`150${NBSP}000,-`);
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567,-`);
  });

  it('shows small amounts and zero without grouping', () => {
    expect(formatMoney(0)).toBe('0,-');
    expect(formatMoney(999)).toBe('999,-');
  });

  it('reads server amounts with two decimals as whole kroner', () => {
    expect(formatMoney(150000.0)).toBe(`150${NBSP}000,-`);
  });

  it('never uses the narrow no-break space', () => {
    expect(formatMoney(99999999)).not.toMatch(/\u202f/);
  });
});

describe('formatNumber', () => {
  it('groups thousands the Norwegian way, with a plain no-break space', () => {
    expect(formatNumber(84000)).toBe(`84${NBSP}000`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(5)).toBe('5');
  });

  it('writes decimals with a comma and drops trailing zeros', () => {
    expect(formatNumber(1398.5)).toBe(`1${NBSP}398,5`);
    expect(formatNumber(1398.0)).toBe(`1${NBSP}398`);
  });

  it('rounds to at most two decimals and writes minus with the minus sign', () => {
    expect(formatNumber(2.675)).toMatch(/^2,6[78]$/);
    expect(formatNumber(0.125)).toBe('0,13');
    expect(formatNumber(-1234.5)).toBe(`\u2212${'1'}${NBSP}234,5`);
  });
});

describe('the landing’s sample auctions', () => {
  it('show their amounts exactly as formatMoney writes them', () => {
    for (const { highestBid } of sampleAuctions(0)) {
      expect(highestBid).toBe(formatMoney(Number(highestBid.replace(/\D/g, ''))));
    }
  });
});
