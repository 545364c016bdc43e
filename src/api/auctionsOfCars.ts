import { queryOptions } from '@tanstack/react-query';
import { AUCTION_LIST_PARALLEL_REQUESTS } from '../config';
import { mapLimited } from '../lib/mapLimited';
import { fetchAuctions, type AuctionsQuery, type AuctionSummary } from './auctions';
import type { HttpClient } from './http';

/**
 * Car ids in one request. `ids=` is one query parameter, about 37 bytes a car id, and the backend
 * reads at most 8 KB of request line and headers (contract §14.3): past roughly 200 ids it answers
 * 400. A hundred ids take about 3.7 KB, which leaves the rest of the line, the token and the
 * browser's own headers ample room.
 */
export const MAX_IDS_PER_REQUEST = 100;

export type AuctionsOfCarsQuery = AuctionsQuery & { ids: readonly [string, ...string[]] };

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

/** Every auction of one part's cars: a page as large as the part holds them all (one auction a car). */
async function auctionsOfPart(
  http: HttpClient,
  status: AuctionsQuery['status'],
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

/** The finished filter (spec §9's Avsluttet): listed newest end first, the auction just lost or won on top. */
const FINISHED: AuctionsQuery['status'] = 'Avsluttet';

const newestEndFirst = (a: AuctionSummary, b: AuctionSummary) =>
  Date.parse(b.endDateTime) - Date.parse(a.endDateTime);

/**
 * One page of the auctions of these cars (a representative's saved cars). Active auctions, up to
 * MAX_IDS_PER_REQUEST ids, are one request, paged by the server. Otherwise the ids are split into
 * parts of at most that many, each part's auctions are read whole, the answers merged (an auction
 * met twice kept once) and paged here: finished ones newest end first (issue 30: the backend pages
 * in no order, contract §0, so only the whole list can be put in order), active ones in the order
 * of `ids`.
 */
export async function fetchAuctionsOfCars(
  http: HttpClient,
  { status, ids, page, size }: AuctionsOfCarsQuery,
) {
  const finished = status === FINISHED;
  if (!finished && ids.length <= MAX_IDS_PER_REQUEST) return fetchAuctions(http, { status, ids, page, size });
  const answers = await mapLimited(inParts(ids), AUCTION_LIST_PARALLEL_REQUESTS, (part) =>
    auctionsOfPart(http, status, part),
  );
  const byId = new Map<string, AuctionSummary>();
  for (const auction of answers.flat()) byId.set(auction.id, auction);
  const position = new Map(ids.map((id, index) => [id, index]));
  const at = (auction: AuctionSummary) => position.get(auction.carDetails.carId) ?? ids.length;
  const all = [...byId.values()].sort(finished ? newestEndFirst : (a, b) => at(a) - at(b));
  return { items: all.slice(page * size, (page + 1) * size), totalPages: Math.ceil(all.length / size) };
}

export const auctionsOfCarsQuery = (http: HttpClient, query: AuctionsOfCarsQuery) =>
  queryOptions({
    queryKey: ['auctions', 'of-cars', query],
    queryFn: () => fetchAuctionsOfCars(http, query),
  });
