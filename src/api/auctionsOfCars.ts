import { queryOptions } from '@tanstack/react-query';
import { AUCTION_LIST_PARALLEL_REQUESTS } from '../config';
import { mapLimited } from '../lib/mapLimited';
import { fetchAuctions, type AuctionsQuery, type AuctionSummary } from './auctions';

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
  status: AuctionsQuery['status'],
  ids: readonly [string, ...string[]],
): Promise<AuctionSummary[]> {
  const size = ids.length;
  const first = await fetchAuctions({ status, ids, page: 0, size });
  const items = [...first.items];
  // A backend that caps the page size still counts pages at the size it used.
  for (let page = 1; page < Math.min(first.totalPages, MAX_PAGES_PER_PART); page += 1)
    items.push(...(await fetchAuctions({ status, ids, page, size })).items);
  return items;
}

/**
 * One page of the auctions of these cars (a representative's saved cars). Up to
 * MAX_IDS_PER_REQUEST ids it is one request, paged by the server. Beyond, the ids are split into
 * parts of at most that many, each part's auctions are read whole, and the answers are merged (an
 * auction met twice kept once) in the order of `ids`, then paged here: pages of a list the server
 * never saw whole cannot come from the server.
 */
export async function fetchAuctionsOfCars({ status, ids, page, size }: AuctionsOfCarsQuery) {
  if (ids.length <= MAX_IDS_PER_REQUEST) return fetchAuctions({ status, ids, page, size });
  const answers = await mapLimited(inParts(ids), AUCTION_LIST_PARALLEL_REQUESTS, (part) =>
    auctionsOfPart(status, part),
  );
  const byId = new Map<string, AuctionSummary>();
  for (const auction of answers.flat()) byId.set(auction.id, auction);
  const position = new Map(ids.map((id, index) => [id, index]));
  const at = (auction: AuctionSummary) => position.get(auction.carDetails.carId) ?? ids.length;
  const all = [...byId.values()].sort((a, b) => at(a) - at(b));
  return { items: all.slice(page * size, (page + 1) * size), totalPages: Math.ceil(all.length / size) };
}

export const auctionsOfCarsQuery = (query: AuctionsOfCarsQuery) =>
  queryOptions({
    queryKey: ['auctions', 'of-cars', query],
    queryFn: () => fetchAuctionsOfCars(query),
  });
