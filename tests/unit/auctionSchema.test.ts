import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { auctionByCarQuery, auctionSchema } from '../../src/api/auctions';
import { httpClient } from '../../src/api/http';
import { createAppInstance } from '../../src/core/appInstance';

const bid = (bidderId: string, amount: number, placedAt: string) => ({ bidderId, amount, placedAt });
const auction = (bids: unknown[]) => ({
  id: 'a1',
  status: 'ACTIVE',
  startingPrice: 1000,
  minimalStep: 100,
  endDateTime: '2026-01-01T12:00:00Z',
  highestBid: null,
  carDetails: { carId: 'c1', makeModel: 'Volvo XC60' },
  bids,
  autoBids: [],
});

describe('the auction pushed on the topic', () => {
  it('keeps a bid history that is in time order as it came', () => {
    const bids = [bid('u1', 1000, '2026-01-01T10:00:00Z'), bid('u2', 1100, '2026-01-01T10:01:00Z')];
    expect(auctionSchema.parse(auction(bids)).bids.map((b) => b.amount)).toEqual([1000, 1100]);
  });

  it('sorts a history that came out of order by time (contract: the order is not guaranteed)', () => {
    const bids = [
      bid('u2', 1200, '2026-01-01T10:02:00+00:00'),
      bid('u1', 1000, '2026-01-01T10:00:00Z'),
      bid('u3', 1100, '2026-01-01T11:01:00+01:00'),
    ];
    expect(auctionSchema.parse(auction(bids)).bids.map((b) => b.amount)).toEqual([1000, 1100, 1200]);
  });

  it('orders bids written in one millisecond, answered in any order, by amount (issue 44, contract §14.14)', () => {
    const sameMs = '2026-01-01T10:00:00.123Z';
    const bids = [
      bid('u2', 1200, sameMs),
      bid('u1', 1300, sameMs),
      bid('u1', 1000, sameMs),
      bid('u2', 1100, sameMs),
    ];
    expect(auctionSchema.parse(auction(bids)).bids.map((b) => b.amount)).toEqual([1000, 1100, 1200, 1300]);
  });

  it.each([
    ['an unreadable time', bid('u1', 1000, 'yesterday')],
    ['a negative amount', bid('u1', -5, '2026-01-01T10:00:00Z')],
    ['an amount that is not a number', { bidderId: 'u1', amount: '1000', placedAt: '2026-01-01T10:00:00Z' }],
    ['no bidder', { amount: 1000, placedAt: '2026-01-01T10:00:00Z' }],
    ['no bid at all', null],
  ])('refuses a history with %s', (_, entry) => {
    expect(auctionSchema.safeParse(auction([bid('u1', 900, '2026-01-01T09:00:00Z'), entry])).success).toBe(
      false,
    );
  });

  it('keeps in the cache the bids it already holds when a push repeats them, so unchanged rows are not drawn again', () => {
    const queryClient = new QueryClient();
    const { queryKey } = auctionByCarQuery(createAppInstance().part(httpClient), 'c1');
    const ten = bid('u1', 1000, '2026-01-01T10:00:00Z');
    const tenOne = bid('u2', 1100, '2026-01-01T10:01:00Z');
    queryClient.setQueryData(queryKey, auctionSchema.parse(auction([ten])));
    const first = queryClient.getQueryData(queryKey);
    queryClient.setQueryData(queryKey, auctionSchema.parse(auction([{ ...ten }, tenOne])));
    const next = queryClient.getQueryData(queryKey);
    expect(next?.bids[0]).toBe(first?.bids[0]);
    expect(next?.bids.map((b) => b.amount)).toEqual([1000, 1100]);

    queryClient.setQueryData(queryKey, auctionSchema.parse(auction([{ ...ten }, { ...tenOne }])));
    expect(queryClient.getQueryData(queryKey)?.bids).toBe(next?.bids);
    expect(queryClient.getQueryData(queryKey)).toBe(next);
  });
});
