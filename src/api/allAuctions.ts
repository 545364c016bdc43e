import { queryOptions } from '@tanstack/react-query';
import { AUCTION_LIST_FETCH_SIZE, AUCTION_LIST_PARALLEL_REQUESTS } from '../config';
import { mapLimited } from '../lib/mapLimited';
import {
  STATUSES_OF_FILTER,
  auctionsKey,
  fetchAuctions,
  type AuctionListStatus,
  type AuctionStatusFilter,
  type AuctionSummary,
} from './auctions';
import type { HttpClient } from './http';

/** Pages past this are not asked for: a runaway page count must not become thousands of requests. */
const MAX_LIST_PAGES = 500;

/** Walks of the whole list at most: the finder shows what it has after these, never waits on and on. */
const MAX_WALKS = 3;

interface Walk {
  /** Each auction met, once (the last copy read). */
  auctions: Map<string, AuctionSummary>;
  /** Rows the pages held together: the list's length while nothing moved. */
  rows: number;
}

/** Every page of the list once: the first says how many there are, the rest come a few at a time. */
async function walk(http: HttpClient, status: AuctionListStatus): Promise<Walk> {
  const size = AUCTION_LIST_FETCH_SIZE;
  const first = await fetchAuctions(http, { status, page: 0, size });
  const count = Math.max(0, Math.min(first.totalPages, MAX_LIST_PAGES) - 1);
  const pages = Array.from({ length: count }, (_, i) => i + 1);
  const rest = await mapLimited(pages, AUCTION_LIST_PARALLEL_REQUESTS, (page) =>
    fetchAuctions(http, { status, page, size }),
  );
  const auctions = new Map<string, AuctionSummary>();
  let rows = 0;
  for (const { items } of [first, ...rest]) {
    rows += items.length;
    for (const auction of items) auctions.set(auction.id, auction);
  }
  return { auctions, rows };
}

/**
 * Every auction of a status, none skipped. The backend pages without an ORDER BY and every bid
 * rewrites its auction's row, which can move it (contract §14.3): a row that moves from a page not
 * yet read to one already read is skipped, and one that moves the other way is met twice. The
 * pages together hold as many rows as the list has, so while the count of auctions stays the same,
 * every auction met twice stands for one that was skipped: a walk without repeats is complete.
 * After a walk with repeats the list is walked again and the walks are merged (the newer copy of an
 * auction wins), until the merged list has at least as many auctions as the last walk's pages held
 * rows, i.e. every skipped one was met in another walk. At most MAX_WALKS walks: under a storm of
 * bids the finder shows the merged list it has rather than keep the user waiting; a walk costs one
 * request per 200 auctions, and a quiet list (the usual case) takes one walk, as before.
 */
export async function fetchAllAuctions(
  http: HttpClient,
  status: AuctionListStatus,
): Promise<AuctionSummary[]> {
  const merged = new Map<string, AuctionSummary>();
  for (let walks = 1; ; walks += 1) {
    const { auctions, rows } = await walk(http, status);
    // A walk without repeats is the list as it is: auctions left over from earlier walks may have ended.
    if (auctions.size >= rows) return [...auctions.values()];
    for (const [id, auction] of auctions) merged.set(id, auction);
    if (merged.size >= rows || walks >= MAX_WALKS) return [...merged.values()];
  }
}

/**
 * Every auction a filter shows: the open ones are the running and the paused (STATUSES_OF_FILTER),
 * one list a status, one list after the other (still a few requests at a time). One paused or
 * resumed between the two reads is kept once.
 */
async function fetchFilteredAuctions(
  http: HttpClient,
  filter: AuctionStatusFilter,
): Promise<AuctionSummary[]> {
  const found = new Map<string, AuctionSummary>();
  for (const status of STATUSES_OF_FILTER[filter])
    for (const auction of await fetchAllAuctions(http, status)) found.set(auction.id, auction);
  return [...found.values()];
}

export const allAuctionsQuery = (http: HttpClient, filter: AuctionStatusFilter) =>
  queryOptions({
    queryKey: [...auctionsKey, 'all', filter],
    queryFn: () => fetchFilteredAuctions(http, filter),
  });
