import { describe, expect, it } from 'vitest';
import { priceChartLayout } from '../../src/features/auction-room/priceChartLayout';
import { isAutoBidSpent, isLeading } from '../../src/rules/bidding';
import { knownAuctionName, knownModelYear } from '../../src/rules/carFacts';

describe('an auction’s copy of a car whose lookup failed (contract §14.3)', () => {
  it.each([
    ['N/A N/A', null],
    ['Volvo N/A', 'Volvo'],
    ['N/A XC60', 'XC60'],
    ['Land Rover Defender', 'Land Rover Defender'],
    ['', null],
    [null, null],
  ])('reads the name %j as %j', (makeModel, name) => {
    expect(knownAuctionName(makeModel)).toBe(name);
  });

  it.each([
    ['1111', null],
    ['N/A', null],
    ['', null],
    [null, null],
    ['2018', '2018'],
  ])('reads the model year %j as %j', (year, known) => {
    expect(knownModelYear(year)).toBe(known);
  });
});

describe('where a bidder stands', () => {
  const terms = { startingPrice: 1000, minimalStep: 100, highestBid: { bidderId: 'a', amount: 1500 } };

  it('leads with the highest bid, and only then', () => {
    expect(isLeading(terms, 'a')).toBe(true);
    expect(isLeading(terms, 'b')).toBe(false);
    expect(isLeading({ highestBid: null }, 'a')).toBe(false);
  });

  it('holds a spent autobid once the highest bid is past what it can answer (contract §7.5)', () => {
    expect(isAutoBidSpent(1599, terms)).toBe(true);
    expect(isAutoBidSpent(1600, terms)).toBe(false);
    expect(isAutoBidSpent(500, { ...terms, highestBid: null })).toBe(false);
  });
});

describe('the price chart’s geometry', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();
  const bids = [
    { bidderId: 'me', amount: 1000, placedAt: at(0) },
    { bidderId: 'other', amount: 1100, placedAt: at(10) },
    { bidderId: 'me', amount: 1200, placedAt: at(20) },
  ];

  it('runs from the first bid to the end, lowest at the bottom, and marks the own bids', () => {
    const layout = priceChartLayout(bids, at(40), 'me');
    expect(layout.path).toBe('M10 190H155V100H300V10');
    expect(layout.own).toEqual([
      { x: 10, y: 190 },
      { x: 300, y: 10 },
    ]);
    expect(layout.ownCount).toBe(2);
    expect(layout.endX).toBe(590);
    expect([layout.lowest, layout.highest]).toEqual([1000, 1200]);
  });

  it('stops a little after the bids and only points at an end far beyond them', () => {
    const layout = priceChartLayout(bids, new Date(Date.UTC(2026, 0, 3)).toISOString(), 'me');
    expect(layout.endX).toBeNull();
    // The last bid sits near the right edge (the axis runs 2 minutes past it), not squeezed to the left.
    expect(layout.path.endsWith('H537.3V10')).toBe(true);
  });

  it('draws one bid as a point in the middle', () => {
    expect(priceChartLayout(bids.slice(0, 1), at(40), 'other').path).toBe('M10 100');
  });

  it('thins a long history to at most 300 points, keeping the first and the last', () => {
    const long = Array.from({ length: 2000 }, (_, index) => ({
      bidderId: 'x',
      amount: 1000 + index,
      placedAt: new Date(Date.UTC(2026, 0, 1, 12, 0, index)).toISOString(),
    }));
    const { path } = priceChartLayout(long, long[1999]?.placedAt ?? '', 'me');
    expect(path.match(/V/g)).toHaveLength(299);
    expect(path.startsWith('M10 190')).toBe(true);
    expect(path.endsWith('H590V10')).toBe(true);
  });
});
