import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { AUCTION_STATUS_FILTERS } from '../fieldValues';
import { requestJson, type HttpClient } from './http';
import { pagedSchema } from './paged';

export type AuctionStatusFilter = (typeof AUCTION_STATUS_FILTERS)[number];

/** The list call's `status` values, the display values of contract §7.1. */
export type AuctionListStatus = 'Aktivt' | 'Avsluttet' | 'Deaktivert';

/**
 * What each list filter reads: an open auction is running or paused. A paused auction
 * (`Deaktivert`) stays in its bidders' lists, marked paused, until it runs again or ends (spec §10).
 */
export const STATUSES_OF_FILTER: Record<AuctionStatusFilter, readonly AuctionListStatus[]> = {
  Aktivt: ['Aktivt', 'Deaktivert'],
  Avsluttet: ['Avsluttet'],
};

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

/** Oldest first. The contract guarantees no order (§7.3); an ordered list stays as it came. */
const byTime = <Entry extends { placedAt: string }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt));

/**
 * Bids in the order they were accepted, from what production guarantees: each accepted bid is at least
 * the last plus the step (`Auction.validateBid`), so by amount, then by time (a step of 0 allows
 * equal amounts). Never by array order (none is stored) and never by time alone: an autobid war
 * writes several bids in one millisecond (contract §14.14).
 */
const byAmountThenTime = <Entry extends { amount: number; placedAt: string }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => a.amount - b.amount || Date.parse(a.placedAt) - Date.parse(b.placedAt));

/**
 * Shape B: by-car and every broadcast on /topic/auction/{carId}. Bids are put in order here, once
 * (by amount, then time), autobids by time. A push repeats the whole history; TanStack Query's structural sharing (its default) keeps
 * the entries that did not change, so only new rows of the bid history render again.
 */
export const auctionSchema = z.extend(auctionSummarySchema, {
  bids: z.pipe(z.array(bidSchema), z.transform(byAmountThenTime)),
  autoBids: z.pipe(z.array(autoBidSchema), z.transform(byTime)),
});
export type Auction = z.output<typeof auctionSchema>;

/** The display value that lists the auctions of one status (contract §7.1): the watch's lists. */
export const LIST_STATUS_VALUE = {
  ACTIVE: 'Aktivt',
  DISABLED: 'Deaktivert',
  FINISHED: 'Avsluttet',
} as const satisfies Record<AuctionStatus, AuctionListStatus>;

export interface AuctionsQuery {
  status: AuctionListStatus;
  /** Car ids; never empty, since the backend then lists every auction (contract §12 #22). */
  ids?: readonly [string, ...string[]];
  page: number;
  size: number;
}

export const fetchAuctions = (http: HttpClient, { status, ids, page, size }: AuctionsQuery) =>
  requestJson(
    http,
    { url: '/api/v1/auctions', params: { status, ids: ids?.join(','), page, size } },
    pagedSchema(auctionSummarySchema),
    'auction list',
  );

export const fetchAuctionByCar = (http: HttpClient, carId: string) =>
  requestJson(
    http,
    { url: `/api/v1/auctions/by-car/${encodeURIComponent(carId)}` },
    auctionSchema,
    'auction',
  );

export const placeBid = (http: HttpClient, bid: { auctionId: string; amount: number }) =>
  requestJson(
    http,
    { method: 'POST', url: '/api/v1/auctions/place-bid', data: bid },
    auctionSummarySchema,
    'bid answer',
  );

export const placeAutoBid = (http: HttpClient, autoBid: { auctionId: string; limitAmount: number }) =>
  requestJson(
    http,
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

/** The key of one car's full auction. */
export const auctionByCarKey = (carId: string) => [...auctionsByCarKey, carId] as const;

export const auctionByCarQuery = (http: HttpClient, carId: string) =>
  queryOptions({
    queryKey: auctionByCarKey(carId),
    queryFn: () => fetchAuctionByCar(http, carId),
  });
