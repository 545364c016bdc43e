import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AUCTION_STATUS_FILTERS } from '../config';
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

type AutoBid = z.output<typeof autoBidSchema>;

/** The lists of the auction already shown, which a newer copy of it is read against. */
type ShownEntries = () => { bids: readonly Bid[]; autoBids: readonly AutoBid[] } | undefined;

/**
 * Shape B, read against the auction already shown (`shown`, nothing for a first load). A push
 * repeats the whole history: an entry equal to the one at its place before is taken as it was,
 * already checked and in order, so only new entries are checked and read (bench: live updates). A
 * list that did not change comes back as the same array, so what shows it need not render again.
 */
export function auctionSchemaAfter(shown: ShownEntries) {
  return z.extend(auctionSummarySchema, {
    bids: timeOrdered(isBid, sameBid, 'bid', () => shown()?.bids),
    autoBids: timeOrdered(isAutoBid, sameAutoBid, 'auto-bid', () => shown()?.autoBids),
  });
}

/** Shape B: by-car and every broadcast on /topic/auction/{carId}. Bids are sorted by time here, once. */
export const auctionSchema = auctionSchemaAfter(() => undefined);
export type Auction = z.output<typeof auctionSchema>;

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

function sameBid(a: Bid, b: Bid): boolean {
  return a.placedAt === b.placedAt && a.bidderId === b.bidderId && a.amount === b.amount;
}
function sameAutoBid(a: AutoBid, b: AutoBid): boolean {
  return a.placedAt === b.placedAt && a.bidderId === b.bidderId && a.limitAmount === b.limitAmount;
}

/**
 * A bid list arrives whole with every push and can hold thousands of entries (contract §7.3: in
 * no guaranteed order). Checked in one pass by hand, each new instant read once, and sorted only
 * when it is out of order: zod per entry, its refine and a comparator parsing dates cost several
 * milliseconds a push at 2,000 bids (bench: live updates). An entry equal to the shown one at its
 * place (`same` compares every checked field) is valid and ordered already.
 */
function timeOrdered<Entry extends { placedAt: string }>(
  check: (value: unknown) => value is Entry,
  same: (a: Entry, b: Entry) => boolean,
  what: string,
  shown: () => readonly Entry[] | undefined,
) {
  return z.pipe(
    z.custom<unknown[]>(Array.isArray, `not a list of ${what}s`),
    z.transform((items, context): readonly Entry[] => {
      const before = shown() ?? [];
      const entries: Entry[] = [];
      // The instants read here; NaN for an entry taken as it was.
      const times: number[] = [];
      let allKept = items.length === before.length;
      for (const [index, item] of items.entries()) {
        const old = before[index];
        if (old !== undefined && isRecord(item) && same(old, item as Entry)) {
          entries.push(old);
          times.push(Number.NaN);
          continue;
        }
        allKept = false;
        const time = check(item) ? Date.parse(item.placedAt) : Number.NaN;
        if (Number.isNaN(time)) {
          context.issues.push({ code: 'custom', message: `not a ${what}`, input: item, path: [index] });
          return z.NEVER;
        }
        entries.push(item as Entry);
        times.push(time);
      }
      // The same list as shown: checked and in order already, and the same array for what shows it.
      if (allKept) return before;
      const timeAt = (index: number) => {
        const time = times[index] ?? Number.NaN;
        return Number.isNaN(time) ? Date.parse(entries[index]?.placedAt ?? '') : time;
      };
      let inOrder = true;
      for (let index = 1; index < entries.length && inOrder; index += 1) {
        const keptPair = entries[index - 1] === before[index - 1] && entries[index] === before[index];
        if (!keptPair && timeAt(index - 1) > timeAt(index)) inOrder = false;
      }
      if (inOrder) return entries;
      return entries
        .map((entry, index) => ({ entry, time: timeAt(index) }))
        .sort((a, b) => a.time - b.time)
        .map(({ entry }) => entry);
    }),
  );
}

/**
 * A refetch repeats the whole history. Entries that did not change keep their objects from the
 * cached auction, so only new rows of the bid history render again, and a list that did not change
 * stays the same array; TanStack's generic deep comparison would find the same, at several times
 * the cost. A push was read against the cache already (auctionSchemaAfter): its kept entries are
 * the cached objects.
 */
function keepUnchanged<Entry>(
  previous: readonly Entry[],
  next: readonly Entry[],
  same: (a: Entry, b: Entry) => boolean,
): readonly Entry[] {
  if (next === previous) return previous;
  let changed = next.length !== previous.length;
  const kept = next.map((entry, index) => {
    const old = previous[index];
    if (old !== undefined && (old === entry || same(old, entry))) return old;
    changed = true;
    return entry;
  });
  return changed ? kept : previous;
}

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

/** Every car's full auction (shape B) in the cache: the prefix of `auctionByCarQuery`'s keys. */
/** Every auction query, whatever its shape: what an operator's change to an auction touches. */
export const auctionsKey = ['auctions'] as const;

export const auctionsByCarKey = [...auctionsKey, 'by-car'] as const;

/** The car whose full auction a query key names (a key of `auctionByCarQuery`), else null. */
export function carIdOfAuctionKey(queryKey: readonly unknown[]): string | null {
  const [scope, kind, carId] = queryKey;
  return scope === auctionsByCarKey[0] && kind === auctionsByCarKey[1] && typeof carId === 'string'
    ? carId
    : null;
}

export const auctionByCarQuery = (carId: string) =>
  queryOptions({
    queryKey: [...auctionsByCarKey, carId],
    queryFn: () => fetchAuctionByCar(carId),
    structuralSharing: shareUnchangedBids,
  });
