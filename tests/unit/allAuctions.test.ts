import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchAllAuctions } from '../../src/api/allAuctions';
import { httpClient, type HttpClient } from '../../src/api/http';
import { AUCTION_LIST_FETCH_SIZE } from '../../src/config';
import { createAppInstance } from '../../src/core/appInstance';
import { server } from '../msw/server';
import { auctionSummary } from '../support/fixtures';

const auctionNumbered = (n: number) =>
  auctionSummary({
    id: `auction-${n}`,
    carDetails: { carId: `car-${n}`, makeModel: `Car ${n}`, modelYear: '2018', thumbnailImageUrl: null },
  });

/**
 * A backend paging a table without ORDER BY (contract §14.3). `moveAfter(pagesAnswered)` says how
 * many rows a bid moves from the front to the end after each answered page.
 */
function table(count: number, moveAfter: (pagesAnswered: number) => number) {
  const rows = Array.from({ length: count }, (_, n) => auctionNumbered(n));
  let answered = 0;
  server.use(
    mock.get('/api/v1/auctions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      const items = rows.slice(page * size, (page + 1) * size);
      answered += 1;
      for (let moves = moveAfter(answered); moves > 0; moves -= 1) {
        const first = rows.shift();
        if (first) rows.push(first);
      }
      return HttpResponse.json({
        items,
        totalPages: Math.ceil(count / size),
        totalElements: count,
        currentPage: page,
      });
    }),
  );
  return { pagesAnswered: () => answered };
}

const ids = (auctions: readonly { id: string }[]) => auctions.map(({ id }) => id).toSorted();
const allIds = (count: number) => Array.from({ length: count }, (_, n) => `auction-${n}`).toSorted();
const COUNT = AUCTION_LIST_FETCH_SIZE * 2 + 96;

describe('fetchAllAuctions (contract §14.3: paging without ORDER BY)', () => {
  let http: HttpClient;
  beforeEach(() => {
    http = createAppInstance().part(httpClient);
  });

  it('walks a quiet list once', async () => {
    const backend = table(COUNT, () => 0);
    expect(ids(await fetchAllAuctions(http, 'Aktivt'))).toEqual(allIds(COUNT));
    expect(backend.pagesAnswered()).toBe(3);
  });

  it('walks again when rows moved during the walk, and misses none', async () => {
    const backend = table(COUNT, () => 1);
    expect(ids(await fetchAllAuctions(http, 'Aktivt'))).toEqual(allIds(COUNT));
    expect(backend.pagesAnswered()).toBe(6);
  });

  it('stops after three walks when one auction keeps being skipped, with every auction it met once', async () => {
    // Bids keep moving auction 0 past the reader: page 0 never holds it, and a row already read fills its place.
    const rows = Array.from({ length: COUNT }, (_, n) => auctionNumbered(n));
    let answered = 0;
    server.use(
      mock.get('/api/v1/auctions', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const size = Number(params.get('size'));
        answered += 1;
        const items = rows
          .slice(page * size, (page + 1) * size)
          .map((row, index) => (row.id === 'auction-0' ? (rows[index + 1] ?? row) : row));
        return HttpResponse.json({
          items,
          totalPages: Math.ceil(COUNT / size),
          totalElements: COUNT,
          currentPage: page,
        });
      }),
    );
    const found = await fetchAllAuctions(http, 'Aktivt');
    expect(answered).toBe(9);
    expect(ids(found)).toEqual(allIds(COUNT).filter((id) => id !== 'auction-0'));
  });
});
