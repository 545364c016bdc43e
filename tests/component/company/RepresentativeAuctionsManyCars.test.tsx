import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAX_IDS_PER_REQUEST } from '../../../src/api/auctionsOfCars';
import { RepresentativeAuctions } from '../../../src/features/profile/representative/RepresentativeAuctions';
import { server } from '../../msw/server';
import { auctionSummary, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';

/** The backend's limit on request line and headers (contract §14.3), counted on the URL alone here. */
const HEADER_LIMIT_BYTES = 8 * 1024;

/** Car ids as the backend makes them, numbered so that each card names its place in the list. */
const carId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const makeModelOf = (n: number) => `Car number ${n}`;

/**
 * A backend with a running auction for every car it is asked about, in an order of its own
 * (reversed), and none paused, that answers 400 to a request line past its limit, as production's
 * Tomcat does. Remembers the ids of each request for the running ones.
 */
function backend() {
  const asked: string[][] = [];
  const statuses: string[] = [];
  server.use(
    http.get('/api/v1/auctions', ({ request }) => {
      const url = new URL(request.url);
      if (`GET ${url.pathname}${url.search} HTTP/1.1`.length > HEADER_LIMIT_BYTES)
        return new HttpResponse(null, { status: 400 });
      const status = url.searchParams.get('status') ?? '';
      statuses.push(status);
      const carIds = status === 'Aktivt' ? (url.searchParams.get('ids') ?? '').split(',') : [];
      if (status === 'Aktivt') asked.push(carIds);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      const all = carIds.toReversed().map((id) =>
        auctionSummary({
          id: `auction-${id}`,
          carDetails: {
            carId: id,
            makeModel: makeModelOf(Number(id.slice(-12))),
            modelYear: '2018',
            thumbnailImageUrl: null,
          },
        }),
      );
      const items = all.slice(page * size, (page + 1) * size);
      return HttpResponse.json({
        items,
        totalPages: Math.ceil(all.length / size),
        totalElements: all.length,
        currentPage: page,
      });
    }),
  );
  return { asked, statuses };
}

const renderAuctions = (savedCarIds: string[]) =>
  renderWithProviders(
    <RepresentativeAuctions
      savedCarIds={savedCarIds}
      bidderId={ids.rep1}
      title="Your auctions"
      titleLevel={2}
    />,
  );

describe('RepresentativeAuctions with many saved cars', () => {
  it('asks for 250 saved cars in parts the backend accepts and pages the merged list in saved order', async () => {
    const { asked } = backend();
    const saved = Array.from({ length: 250 }, (_, n) => carId(n));
    const { user } = renderAuctions(saved);

    expect(await screen.findByRole('link', { name: /Car number 0\b/ })).toBeInTheDocument();
    for (const n of [1, 2, 3])
      expect(screen.getByRole('link', { name: new RegExp(`Car number ${n}\\b`) })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByText('Page 1 of 63')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Every car asked about once, no request over the part size.
    expect(asked.every((part) => part.length <= MAX_IDS_PER_REQUEST)).toBe(true);
    expect(asked.flat().toSorted()).toEqual(saved);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: /Car number 4\b/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 63')).toBeInTheDocument();
  });

  it('asks in one request a status up to the part size: the running, then the paused', async () => {
    const { statuses } = backend();
    renderAuctions(Array.from({ length: MAX_IDS_PER_REQUEST }, (_, n) => carId(n)));
    expect(await screen.findByText(`Page 1 of ${MAX_IDS_PER_REQUEST / 4}`)).toBeInTheDocument();
    expect(statuses).toEqual(['Aktivt', 'Deaktivert']);
  });
});
