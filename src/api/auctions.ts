import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AUCTION_LIST_FETCH_SIZE, AUCTION_LIST_PARALLEL_REQUESTS, AUCTION_STATUS_FILTERS } from '../config';
import { mapLimited } from '../lib/mapLimited';
import { requestJson } from './http';
import { pagedSchema } from './paged';

export type AuctionStatusFilter = (typeof AUCTION_STATUS_FILTERS)[number];

/**
 * The backend speaks two vocabularies (contract §7.1): enum names in by-car and on the topic,
 * display values in lists, /{id} and HTTP bid answers. The client speaks the enum names only.
 */
const STATUS_BY_VALUE = {
  ACTIVE: 'ACTIVE',
  FINISHED: 'FINISHED',
  DISABLED: 'DISABLED',
  Aktivt: 'ACTIVE',
  Avsluttet: 'FINISHED',
  Deaktivert: 'DISABLED',
} as const;
export type AuctionStatus = (typeof STATUS_BY_VALUE)[keyof typeof STATUS_BY_VALUE];

const auctionStatusSchema = z.pipe(
  z.enum(Object.keys(STATUS_BY_VALUE) as [keyof typeof STATUS_BY_VALUE]),
  z.transform((value): AuctionStatus => STATUS_BY_VALUE[value]),
);

const instant = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date-time'));
const money = z.number().check(z.minimum(0));

export const bidSchema = z.object({
  bidderId: z.string(),
  amount: money,
  placedAt: instant,
});
export type Bid = z.output<typeof bidSchema>;

export const autoBidSchema = z.object({
  bidderId: z.string(),
  limitAmount: money,
  placedAt: instant,
});

const carDetailsSchema = z.object({
  carId: z.string(),
  makeModel: z.string(),
  modelYear: z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  thumbnailImageUrl: z.nullish(z.string()),
});

/** Shape A (contract §7.2): lists, /{id} and the HTTP bid answers; no bids. */
export const auctionSummarySchema = z.object({
  id: z.string(),
  status: auctionStatusSchema,
  startingPrice: money,
  minimalStep: money,
  endDateTime: instant,
  highestBid: z.nullish(bidSchema),
  carDetails: carDetailsSchema,
});
export type AuctionSummary = z.output<typeof auctionSummarySchema>;

/** Shape B: by-car and every broadcast on /topic/auction/{carId}. Bids are sorted by time here, once. */
export const auctionSchema = z.extend(auctionSummarySchema, {
  bids: timeOrdered(isBid, 'bid'),
  autoBids: timeOrdered(isAutoBid, 'auto-bid'),
});
export type Auction = z.output<typeof auctionSchema>;
type AutoBid = z.output<typeof autoBidSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isMoney = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
// The same checks as bidSchema and autoBidSchema (the instant is read by timeOrdered).
const hasEntryFields = (value: unknown, amount: 'amount' | 'limitAmount') =>
  isRecord(value) &&
  typeof value.bidderId === 'string' &&
  isMoney(value[amount]) &&
  typeof value.placedAt === 'string';
function isBid(value: unknown): value is Bid {
  return hasEntryFields(value, 'amount');
}
function isAutoBid(value: unknown): value is AutoBid {
  return hasEntryFields(value, 'limitAmount');
}

/**
 * A bid list arrives whole with every push and can hold thousands of entries (contract §7.3: in
 * no guaranteed order). Checked in one pass by hand, each instant read once, and sorted only when
 * it is out of order: zod per entry, its refine and a comparator parsing dates cost several
 * milliseconds a push at 2,000 bids (bench: live updates).
 */
function timeOrdered<Entry extends { placedAt: string }>(
  check: (value: unknown) => value is Entry,
  what: string,
) {
  return z.pipe(
    z.custom<unknown[]>(Array.isArray, `not a list of ${what}s`),
    z.transform((items, context): Entry[] => {
      const entries: Entry[] = [];
      const times: number[] = [];
      let inOrder = true;
      for (const [index, item] of items.entries()) {
        const time = check(item) ? Date.parse(item.placedAt) : Number.NaN;
        if (Number.isNaN(time)) {
          context.issues.push({ code: 'custom', message: `not a ${what}`, input: item, path: [index] });
          return z.NEVER;
        }
        if (time < (times.at(-1) ?? time)) inOrder = false;
        entries.push(item as Entry);
        times.push(time);
      }
      if (inOrder) return entries;
      return entries
        .map((entry, index) => ({ entry, time: times[index] ?? 0 }))
        .sort((a, b) => a.time - b.time)
        .map(({ entry }) => entry);
    }),
  );
}

/**
 * A push repeats the whole history. Entries that did not change keep their objects from the
 * cached auction, so only new rows of the bid history render again; TanStack's generic deep
 * comparison would find the same, at several times the cost on every push.
 */
function keepUnchanged<Entry>(
  previous: readonly Entry[],
  next: Entry[],
  same: (a: Entry, b: Entry) => boolean,
): Entry[] {
  return next.map((entry, index) => {
    const old = previous[index];
    return old !== undefined && same(old, entry) ? old : entry;
  });
}

const sameBid = (a: Bid, b: Bid) =>
  a.placedAt === b.placedAt && a.bidderId === b.bidderId && a.amount === b.amount;
const sameAutoBid = (a: AutoBid, b: AutoBid) =>
  a.placedAt === b.placedAt && a.bidderId === b.bidderId && a.limitAmount === b.limitAmount;

// The cache entry of auctionByCarQuery only ever holds what auctionSchema parsed.
function shareUnchangedBids(previous: unknown, next: unknown): unknown {
  if (previous === undefined) return next;
  const before = previous as Auction;
  const after = next as Auction;
  return {
    ...after,
    bids: keepUnchanged(before.bids, after.bids, sameBid),
    autoBids: keepUnchanged(before.autoBids, after.autoBids, sameAutoBid),
  };
}

export interface AuctionsQuery {
  status: AuctionStatusFilter;
  /** Car ids; never empty, since the backend then lists every auction (contract §12 #22). */
  ids?: readonly [string, ...string[]];
  page: number;
  size: number;
}

export const fetchAuctions = ({ status, ids, page, size }: AuctionsQuery) =>
  requestJson(
    { url: '/api/v1/auctions', params: { status, ids: ids?.join(','), page, size } },
    pagedSchema(auctionSummarySchema),
    'auction list',
  );

/** Pages past this are not asked for: a runaway page count must not become thousands of requests. */
const MAX_LIST_PAGES = 500;

/**
 * Every auction of a status: the first page says how many pages there are, the rest come a few
 * at a time. The backend's order is unstable between requests (contract §0), so an auction met
 * twice is kept once.
 */
export async function fetchAllAuctions(status: AuctionStatusFilter): Promise<AuctionSummary[]> {
  const size = AUCTION_LIST_FETCH_SIZE;
  const first = await fetchAuctions({ status, page: 0, size });
  const count = Math.max(0, Math.min(first.totalPages, MAX_LIST_PAGES) - 1);
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const rest = await mapLimited(pages, AUCTION_LIST_PARALLEL_REQUESTS, (page) =>
    fetchAuctions({ status, page, size }),
  );
  const byId = new Map<string, AuctionSummary>();
  for (const { items } of [first, ...rest]) for (const auction of items) byId.set(auction.id, auction);
  return [...byId.values()];
}

export const fetchAuctionByCar = (carId: string) =>
  requestJson({ url: `/api/v1/auctions/by-car/${encodeURIComponent(carId)}` }, auctionSchema, 'auction');

export const placeBid = (bid: { auctionId: string; amount: number }) =>
  requestJson(
    { method: 'POST', url: '/api/v1/auctions/place-bid', data: bid },
    auctionSummarySchema,
    'bid answer',
  );

export const placeAutoBid = (autoBid: { auctionId: string; limitAmount: number }) =>
  requestJson(
    { method: 'POST', url: '/api/v1/auctions/place-auto-bid', data: autoBid },
    auctionSummarySchema,
    'auto-bid answer',
  );

export const auctionsQuery = (query: AuctionsQuery) =>
  queryOptions({ queryKey: ['auctions', 'list', query], queryFn: () => fetchAuctions(query) });

export const allAuctionsQuery = (status: AuctionStatusFilter) =>
  queryOptions({ queryKey: ['auctions', 'all', status], queryFn: () => fetchAllAuctions(status) });

export const auctionByCarQuery = (carId: string) =>
  queryOptions({
    queryKey: ['auctions', 'by-car', carId],
    queryFn: () => fetchAuctionByCar(carId),
    structuralSharing: shareUnchangedBids,
  });
