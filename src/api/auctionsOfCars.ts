import { queryOptions } from '@tanstack/react-query';
import { AUCTION_LIST_PARALLEL_REQUESTS } from '../config';
import { mapLimited } from '../lib/mapLimited';
import {
  LIST_STATUS_VALUE,
  STATUSES_OF_FILTER,
  fetchAuctions,
  type AuctionListStatus,
  type AuctionStatus,
  type AuctionStatusFilter,
  type AuctionSummary,
} from './auctions';
import type { HttpClient } from './http';

/**
 * Car ids in one request. `ids=` is one query parameter, about 37 bytes a car id, and the backend
 * reads at most 8 KB of request line and headers (contract §14.3): past roughly 200 ids it answers
 * 400. A hundred ids take about 3.7 KB, which leaves the rest of the line, the token and the
 * browser's own headers ample room.
 */
export const MAX_IDS_PER_REQUEST = 100;

export interface AuctionsOfCarsQuery {
  status: AuctionStatusFilter;
  ids: readonly [string, ...string[]];
}

/** Pages past this are not asked for in one part: each car has one auction, so one page is the rule. */
const MAX_PAGES_PER_PART = 20;

function inParts(ids: readonly string[]): [string, ...string[]][] {
  const parts: [string, ...string[]][] = [];
  for (let start = 0; start < ids.length; start += MAX_IDS_PER_REQUEST) {
    const [first, ...rest] = ids.slice(start, start + MAX_IDS_PER_REQUEST);
    if (first !== undefined) parts.push([first, ...rest]);
  }
  return parts;
}

/** Every auction of one part's cars with one status: a page as large as the part holds them all (one auction a car). */
async function auctionsOfPart(
  http: HttpClient,
  status: AuctionListStatus,
  ids: readonly [string, ...string[]],
): Promise<AuctionSummary[]> {
  const size = ids.length;
  const first = await fetchAuctions(http, { status, ids, page: 0, size });
  const items = [...first.items];
  // A backend that caps the page size still counts pages at the size it used.
  for (let page = 1; page < Math.min(first.totalPages, MAX_PAGES_PER_PART); page += 1)
    items.push(...(await fetchAuctions(http, { status, ids, page, size })).items);
  return items;
}

/**
 * Every auction of these cars with one of these statuses, read whole: the ids in parts of at most
 * MAX_IDS_PER_REQUEST, one request a part and a status, the answers merged (an auction met twice,
 * paused or resumed between two reads, kept once). Never called with an empty id list: the backend
 * would then list every auction of the status (contract §12 #22).
 */
export async function fetchAllAuctionsOfCars(
  http: HttpClient,
  statuses: readonly AuctionListStatus[],
  ids: readonly [string, ...string[]],
): Promise<AuctionSummary[]> {
  const reads = inParts(ids).flatMap((part) => statuses.map((status) => ({ part, status })));
  const answers = await mapLimited(reads, AUCTION_LIST_PARALLEL_REQUESTS, ({ part, status }) =>
    auctionsOfPart(http, status, part),
  );
  return [...new Map(answers.flat().map((auction) => [auction.id, auction])).values()];
}

const newestEndFirst = (a: AuctionSummary, b: AuctionSummary) =>
  Date.parse(b.endDateTime) - Date.parse(a.endDateTime);

/**
 * The auctions of these cars (a representative's saved cars) a filter shows, read whole
 * (fetchAllAuctionsOfCars) and put in order; the caller pages them. The open filter holds the
 * running and the paused auctions (STATUSES_OF_FILTER, one list a status on the server), in the
 * order of `ids`; the finished ones come newest end first (issue 30: the backend pages in no order,
 * contract §0, so only the whole list can be put in order).
 */
async function fetchAuctionsOfCars(http: HttpClient, { status, ids }: AuctionsOfCarsQuery) {
  const all = await fetchAllAuctionsOfCars(http, STATUSES_OF_FILTER[status], ids);
  const position = new Map(ids.map((id, index) => [id, index]));
  const at = (auction: AuctionSummary) => position.get(auction.carDetails.carId) ?? ids.length;
  return all.sort(status === 'Avsluttet' ? newestEndFirst : (a, b) => at(a) - at(b));
}

export const auctionsOfCarsQuery = (http: HttpClient, query: AuctionsOfCarsQuery) =>
  queryOptions({
    queryKey: ['auctions', 'of-cars', query],
    queryFn: () => fetchAuctionsOfCars(http, query),
  });

/** The auctions of one status among these cars, read whole (the watch: product/usePauseWatch.ts). */
export const watchedAuctionsOfCarsQuery = (
  http: HttpClient,
  status: AuctionStatus,
  ids: readonly [string, ...string[]],
) =>
  queryOptions({
    queryKey: ['auctions', 'of-cars', 'watched', status, ids],
    queryFn: () => fetchAllAuctionsOfCars(http, [LIST_STATUS_VALUE[status]], ids),
  });
