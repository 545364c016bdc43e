import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { mapLimited } from '../lib/mapLimited';
import { auctionSummarySchema, auctionsKey } from './auctions';
import { requestEmpty, requestJson, type HttpClient } from './http';
import { pagedSchema } from './paged';

/** The three display values an operator lists by (contract §7.1); one call each. */
export const BOARD_STATUSES = ['Aktivt', 'Deaktivert', 'Avsluttet'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

/** Shape A with the seller's expected price, which an update must send back. */
export const boardAuctionSchema = z.extend(auctionSummarySchema, {
  expectedPrice: z.nullish(z.number()),
});
export type BoardAuction = z.output<typeof boardAuctionSchema>;

const PAGE_SIZE = 200;
const PARALLEL_REQUESTS = 3;
const MAX_PAGES = 100;

const fetchBoardPage = (http: HttpClient, status: BoardStatus, page: number) =>
  requestJson(
    http,
    { url: '/api/v1/auctions/by-status', params: { status, page, size: PAGE_SIZE } },
    pagedSchema(boardAuctionSchema),
    'auction list',
  );

/**
 * Every auction of one status. Paging has no order and bids move rows (contract §14.3), so an
 * auction met twice is kept once; the board sorts by end time itself.
 */
export async function fetchBoard(http: HttpClient, status: BoardStatus): Promise<BoardAuction[]> {
  const first = await fetchBoardPage(http, status, 0);
  const count = Math.max(0, Math.min(first.totalPages, MAX_PAGES) - 1);
  const rest = await mapLimited(
    Array.from({ length: count }, (_, i) => i + 1),
    PARALLEL_REQUESTS,
    (page) => fetchBoardPage(http, status, page),
  );
  const byId = new Map<string, BoardAuction>();
  for (const { items } of [first, ...rest]) for (const auction of items) byId.set(auction.id, auction);
  return [...byId.values()].sort((a, b) => Date.parse(a.endDateTime) - Date.parse(b.endDateTime));
}

/** The prefix of every operator auction list: invalidated after each write. */
export const boardKey = [...auctionsKey, 'operator'] as const;

export const boardQuery = (http: HttpClient, status: BoardStatus) =>
  queryOptions({ queryKey: [...boardKey, status], queryFn: () => fetchBoard(http, status) });

export interface AuctionStart {
  carId: string;
  startingPrice: number;
  minimalStep: number;
  expectedPrice: number;
  /** An ISO instant in UTC. */
  endDateTime: string;
  thumbnailImageUrl: string;
  makeModel: string;
  modelYear: string;
}

/** Shape A with the fields a write sends back: the stored expected price is not in the shared schema. */
const storedTermsSchema = z.object({
  id: z.string(),
  startingPrice: z.number(),
  minimalStep: z.number(),
  endDateTime: z.string(),
  expectedPrice: z.pipe(
    z.nullish(z.number()),
    z.transform((price) => price ?? 0),
  ),
});

/** An auction's stored terms (`GET /auctions/{id}`), read again before a write sends them back. */
export const fetchAuctionTerms = (http: HttpClient, auctionId: string) =>
  requestJson(
    http,
    { url: `/api/v1/auctions/${encodeURIComponent(auctionId)}` },
    storedTermsSchema,
    'auction',
  );

/** Starts an auction: 200 empty, no id (contract §14.2); read it back by car. */
export const startAuction = (http: HttpClient, start: AuctionStart) =>
  requestEmpty(http, { method: 'POST', url: '/api/v1/auctions/start', data: start });

export interface AuctionTerms {
  id: string;
  startingPrice: number;
  minimalStep: number;
  expectedPrice: number;
  endDateTime: string;
}

/** New prices, step and end; the finish job is not moved (contract §14.2). */
export const updateAuction = (http: HttpClient, terms: AuctionTerms) =>
  requestEmpty(http, { method: 'PUT', url: '/api/v1/auctions', data: terms });

/** Opens a paused or ended auction again with a future end; its bids are kept. */
export const restartAuction = (http: HttpClient, terms: AuctionTerms) =>
  requestEmpty(http, { method: 'PUT', url: '/api/v1/auctions/update-restart', data: terms });

/** Pause (`Deaktivert`) or resume (`Aktivt`): the auction row only, no broadcast. */
export const setAuctionStatus = (http: HttpClient, auctionId: string, status: BoardStatus) =>
  requestEmpty(http, {
    method: 'PUT',
    url: `/api/v1/auctions/${encodeURIComponent(auctionId)}`,
    params: { status },
  });

/** Deletes an auction; the car stays `Auksjon` (contract §14.2), so its status is set afterwards. */
export const deleteAuction = (http: HttpClient, auctionId: string) =>
  requestEmpty(http, { method: 'DELETE', url: `/api/v1/auctions/${encodeURIComponent(auctionId)}` });
