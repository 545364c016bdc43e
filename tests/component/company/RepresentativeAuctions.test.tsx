import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RepresentativeAuctions } from '../../../src/features/profile/representative/RepresentativeAuctions';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { auctionSummary, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';

const otherCar = '88888888-8888-4888-8888-888888888888';

/** A finished auction of a car, ended `daysAgo` days before 1 June 2026. */
const finishedAuction = (carId: string, makeModel: string, daysAgo: number) =>
  auctionSummary({
    id: `auction-${carId}`,
    status: 'Avsluttet',
    endDateTime: new Date(Date.UTC(2026, 5, 1) - daysAgo * 86_400_000).toISOString(),
    carDetails: { carId, makeModel, modelYear: '2015', thumbnailImageUrl: null },
  });

/**
 * Answers the auction list from the query it gets, and remembers every query: active auctions one a
 * page of `totalPages`; finished ones from `finished` (by default a Volvo V70 for every car asked
 * about), paged by `page` and `size`, in the backend's own order.
 */
function auctionsApi(totalPages = 1, finished?: ReturnType<typeof finishedAuction>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/auctions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const page = Number(params.get('page'));
      if (status === 'Avsluttet') {
        const size = Number(params.get('size'));
        const asked = (params.get('ids') ?? '').split(',');
        const all = finished ?? asked.map((carId, n) => finishedAuction(carId, 'Volvo V70', n));
        return HttpResponse.json({
          items: all.slice(page * size, (page + 1) * size),
          totalPages: Math.ceil(all.length / size),
          totalElements: all.length,
          currentPage: page,
        });
      }
      const items = [
        auctionSummary({
          carDetails: {
            carId: ids.car,
            makeModel: `Volkswagen Golf p${page}`,
            modelYear: '2018',
            thumbnailImageUrl: null,
          },
        }),
      ];
      return HttpResponse.json({ items, totalPages, totalElements: items.length, currentPage: page });
    }),
  );
  return queries;
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

describe('RepresentativeAuctions', () => {
  it('never asks for the list with an empty id list; says there are no auctions yet', async () => {
    const queries = auctionsApi();
    const { user } = renderAuctions([]);
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Finished' }));
    expect(screen.getByText('No auctions yet')).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it('lists the active auctions of the saved cars, 4 a page, as cards linking to the auction', async () => {
    const queries = auctionsApi();
    renderAuctions([ids.car, otherCar]);
    const link = await screen.findByRole('link', { name: /Volkswagen Golf p0/ });
    expect(link).toHaveAttribute('href', `/auction/${ids.car}`);
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      status: 'Aktivt',
      ids: `${ids.car},${otherCar}`,
      page: '0',
      size: '4',
    });
  });

  it('filters by Avsluttet and starts again at the first page', async () => {
    const queries = auctionsApi(3);
    const { user } = renderAuctions([ids.car, otherCar]);
    await screen.findByRole('link', { name: /Volkswagen Golf p0/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: /Volkswagen Golf p1/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Finished' }));
    const [newest] = await screen.findAllByRole('link', { name: /Volvo V70/ });
    expect(newest).toHaveAttribute('href', `/auction/${ids.car}`);
    expect(within(newest as HTMLElement).getByText('Auction ended')).toBeInTheDocument();
    // The finished list is read whole (to put it in order), so the first page is the only request.
    expect(queries.map((query) => [query.get('status'), query.get('page')])).toEqual([
      ['Aktivt', '0'],
      ['Aktivt', '1'],
      ['Avsluttet', '0'],
    ]);
  });

  it('pages back and forth, zero-based', async () => {
    const queries = auctionsApi(2);
    const { user } = renderAuctions([ids.car]);
    await screen.findByRole('link', { name: /Volkswagen Golf p0/ });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: /Volkswagen Golf p1/ });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: /Volkswagen Golf p0/ });
    expect(queries.map((query) => query.get('page')).slice(0, 2)).toEqual(['0', '1']);
  });

  it('keeps the filter and the page in the URL: a link or a reload opens the same list', async () => {
    const tenCars = Array.from(
      { length: 10 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const queries = auctionsApi(3);
    const { user, location } = renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={tenCars}
        bidderId={ids.rep1}
        title="Your auctions"
        titleLevel={2}
      />,
      { path: '/user/rep?status=Avsluttet&page=2' },
    );
    await screen.findAllByRole('link', { name: /Volvo V70/ });
    expect(screen.getByRole('radio', { name: 'Finished' })).toBeChecked();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    // Read whole and paged here: page 3 is the last two of ten.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect([queries[0]?.get('status'), queries[0]?.get('page')]).toEqual(['Avsluttet', '0']);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(location.current.search).toBe('?status=Avsluttet&page=1'));
    // The default filter and the first page stay out of the URL.
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(location.current.search).toBe(''));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location.current.search).toBe('?page=1'));
  });

  it('gives each list on a page its own place in the URL', async () => {
    auctionsApi(2);
    const params = { status: 'status-rep2', page: 'page-rep2' };
    const { user, location } = renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={[ids.car]}
        bidderId={ids.rep2}
        bidderName="Rep"
        title="Auctions of Rep"
        titleLevel={4}
        params={params}
      />,
      { path: '/user/company?status=Vurdering' },
    );
    await screen.findByRole('link', { name: /Volkswagen Golf p0/ });
    await user.click(screen.getByRole('radio', { name: 'Finished' }));
    await waitFor(() => expect(location.current.search).toBe('?status=Vurdering&status-rep2=Avsluttet'));
  });

  it("lists a representative's finished auctions newest end first, whatever the backend's order (issue 30)", async () => {
    const third = '99999999-9999-4999-8999-999999999999';
    auctionsApi(1, [
      finishedAuction(ids.car, 'Audi A4', 30),
      finishedAuction(otherCar, 'BMW 320', 1),
      finishedAuction(third, 'Citroen C3', 7),
    ]);
    renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={[ids.car, otherCar, third]}
        bidderId={ids.rep1}
        title="Your auctions"
        titleLevel={2}
      />,
      { path: '/user/rep?status=Avsluttet' },
    );
    await screen.findByRole('link', { name: /BMW 320/ });
    const names = screen
      .getAllByRole('link')
      .map((link) => /Audi A4|BMW 320|Citroen C3/.exec(link.textContent)?.[0]);
    expect(names).toEqual(['BMW 320', 'Citroen C3', 'Audi A4']);
  });

  it('lists them newest first in Norwegian too, under "Avsluttede"', async () => {
    await i18n.changeLanguage('no');
    auctionsApi(1, [finishedAuction(ids.car, 'Audi A4', 30), finishedAuction(otherCar, 'BMW 320', 1)]);
    renderWithProviders(
      <RepresentativeAuctions
        savedCarIds={[ids.car, otherCar]}
        bidderId={ids.rep1}
        title="Dine auksjoner"
        titleLevel={2}
      />,
      { path: '/user/rep?status=Avsluttet' },
    );
    await screen.findByRole('link', { name: /BMW 320/ });
    expect(screen.getByRole('radio', { name: 'Avsluttede' })).toBeChecked();
    const names = screen.getAllByRole('link').map((link) => /Audi A4|BMW 320/.exec(link.textContent)?.[0]);
    expect(names).toEqual(['BMW 320', 'Audi A4']);
  });

  it('says there are no auctions yet when the saved cars have none with that status', async () => {
    server.use(
      http.get('/api/v1/auctions', () =>
        HttpResponse.json({ items: [], totalPages: 0, totalElements: 0, currentPage: 0 }),
      ),
    );
    renderAuctions([ids.car]);
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
  });

  it('opens the error dialog when the list cannot be loaded', async () => {
    server.use(http.get('/api/v1/auctions', () => new HttpResponse(null, { status: 403 })));
    renderAuctions([ids.car]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 403' });
    expect(dialog).toHaveTextContent('An error occurred. Try refreshing the page');
    expect(screen.getByText('The auctions could not be loaded.')).toBeInTheDocument();
  });
});
