import { describe, expect, it } from 'vitest';
import { auctionByCarQuery, auctionSchema, auctionSchemaAfter } from '../../src/api/auctions';

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

  it('gives the cache back the bids it already holds, so unchanged rows are not drawn again', () => {
    const first = auctionSchema.parse(auction([bid('u1', 1000, '2026-01-01T10:00:00Z')]));
    const next = auctionSchema.parse(
      auction([bid('u1', 1000, '2026-01-01T10:00:00Z'), bid('u2', 1100, '2026-01-01T10:01:00Z')]),
    );
    const share = auctionByCarQuery('c1').structuralSharing;
    if (typeof share !== 'function') throw new Error('the auction query shares unchanged bids');
    const shared = share(first, next) as typeof next;
    expect(shared.bids[0]).toBe(first.bids[0]);
    expect(shared.bids[1]).toBe(next.bids[1]);
    expect(shared.bids).toEqual(next.bids);
  });

  it('gives back the same history when a refetch changed nothing', () => {
    const bids = [bid('u1', 1000, '2026-01-01T10:00:00Z')];
    const first = auctionSchema.parse(auction(bids));
    const again = auctionSchema.parse(auction(bids));
    const share = auctionByCarQuery('c1').structuralSharing;
    if (typeof share !== 'function') throw new Error('the auction query shares unchanged bids');
    const shared = share(first, again) as typeof again;
    expect(shared.bids).toBe(first.bids);
    expect(shared.autoBids).toBe(first.autoBids);
  });
});

describe('a push read against the auction shown', () => {
  const ten = bid('u1', 1000, '2026-01-01T10:00:00Z');
  const tenOne = bid('u2', 1100, '2026-01-01T10:01:00Z');
  const shown = auctionSchema.parse(auction([ten, tenOne]));
  const schema = auctionSchemaAfter(() => shown);

  it('takes the bids it already shows as they are, and reads the new one', () => {
    const next = schema.parse(auction([{ ...ten }, { ...tenOne }, bid('u1', 1200, '2026-01-01T10:02:00Z')]));
    expect(next.bids[0]).toBe(shown.bids[0]);
    expect(next.bids[1]).toBe(shown.bids[1]);
    expect(next.bids.map((b) => b.amount)).toEqual([1000, 1100, 1200]);
  });

  it('gives back the same history when the push repeats it', () => {
    expect(schema.parse(auction([{ ...ten }, { ...tenOne }])).bids).toBe(shown.bids);
  });

  it('still sorts a push whose new bid is older than those shown', () => {
    const next = schema.parse(auction([{ ...ten }, { ...tenOne }, bid('u3', 900, '2026-01-01T09:59:00Z')]));
    expect(next.bids.map((b) => b.amount)).toEqual([900, 1000, 1100]);
  });

  it('reads a bid again when it differs from the one shown at its place', () => {
    const next = schema.parse(auction([{ ...ten }, bid('u2', 1150, '2026-01-01T10:01:00Z')]));
    expect(next.bids[0]).toBe(shown.bids[0]);
    expect(next.bids[1]).toEqual(bid('u2', 1150, '2026-01-01T10:01:00Z'));
  });

  it.each([
    ['an unreadable time', bid('u2', 1100, 'later')],
    ['a bid that is no object', null],
    ['an amount that is not a number', { bidderId: 'u2', amount: '1100', placedAt: '2026-01-01T10:01:00Z' }],
  ])('refuses a push with %s where a shown bid was', (_, entry) => {
    expect(schema.safeParse(auction([{ ...ten }, entry])).success).toBe(false);
  });
});
