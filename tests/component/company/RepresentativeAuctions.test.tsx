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

/** The asked page of a list, as the backend pages it. */
const pageOf = <T,>(all: T[], params: URLSearchParams) => {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return HttpResponse.json({
    items: all.slice(page * size, (page + 1) * size),
    totalPages: Math.ceil(all.length / size),
    totalElements: all.length,
    currentPage: page,
  });
};

/**
 * Answers the auction list from the query it gets, and remembers every query. Every car asked about
 * has an auction: a running one (`Volkswagen Golf {n}`, n its place in the ids), a paused one where
 * `paused` names the car (`Deaktivert`, `Skoda Octavia {n}`), and a finished one, from `finished`
 * (by default a Volvo V70 for every car asked about), in the backend's own order.
 */
function auctionsApi({
  finished,
  paused = [],
}: { finished?: ReturnType<typeof finishedAuction>[]; paused?: string[] } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/auctions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const asked = (params.get('ids') ?? '').split(',');
      if (status === 'Avsluttet')
        return pageOf(finished ?? asked.map((carId, n) => finishedAuction(carId, 'Volvo V70', n)), params);
      const open = asked
        .map((carId, n) => ({ carId, n }))
        .filter(({ carId }) => paused.includes(carId) === (status === 'Deaktivert'));
      return pageOf(
        open.map(({ carId, n }) =>
          auctionSummary({
            id: `${status ?? ''}-${carId}`,
            status: status === 'Deaktivert' ? 'Deaktivert' : 'Aktivt',
            carDetails: {
              carId,
              makeModel: `${status === 'Deaktivert' ? 'Skoda Octavia' : 'Volkswagen Golf'} ${n}`,
              modelYear: '2018',
              thumbnailImageUrl: null,
            },
          }),
        ),
        params,
      );
    }),
  );
  return queries;
}

const carNumbered = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

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

  it('says that an auction bid on may come late or never, since production adds it afterwards (issue 44)', async () => {
    auctionsApi();
    renderAuctions([]);
    expect(
      await screen.findByText(/An auction appears here a few seconds after your first bid on it/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Follow an auction to keep it on your desk for sure\./)).toBeInTheDocument();
  });

  it('lists the active auctions of the saved cars, 4 a page, as cards linking to the auction', async () => {
    const queries = auctionsApi();
    renderAuctions([ids.car, otherCar]);
    const link = await screen.findByRole('link', { name: /Volkswagen Golf 0/ });
    expect(link).toHaveAttribute('href', `/auction/${ids.car}`);
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    // The running and the paused ones (spec §10), each list read whole, never with an empty id list.
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { status: 'Aktivt', ids: `${ids.car},${otherCar}`, page: '0', size: '2' },
      { status: 'Deaktivert', ids: `${ids.car},${otherCar}`, page: '0', size: '2' },
    ]);
  });

  it('keeps a paused auction among the active ones, in saved order, marked paused', async () => {
    const saved = [ids.car, otherCar, carNumbered(2)];
    auctionsApi({ paused: [otherCar] });
    renderAuctions(saved);
    await screen.findByRole('link', { name: /Skoda Octavia 1/ });
    const cards = screen.getAllByRole('link');
    expect(cards.map((card) => /(Volkswagen Golf|Skoda Octavia) \d/.exec(card.textContent)?.[0])).toEqual([
      'Volkswagen Golf 0',
      'Skoda Octavia 1',
      'Volkswagen Golf 2',
    ]);
    const paused = cards[1] as HTMLElement;
    expect(paused).toHaveAttribute('href', `/auction/${otherCar}`);
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
  });

  it('filters by Avsluttet and starts again at the first page; a page turn asks nothing more', async () => {
    const queries = auctionsApi();
    const { user } = renderAuctions(Array.from({ length: 6 }, (_, n) => carNumbered(n)));
    await screen.findByRole('link', { name: /Volkswagen Golf 0/ });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: /Volkswagen Golf 4/ })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Finished' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    const [newest] = await screen.findAllByRole('link', { name: /Volvo V70/ });
    expect(newest).toHaveAttribute('href', `/auction/${carNumbered(0)}`);
    expect(within(newest as HTMLElement).getByText('Auction ended')).toBeInTheDocument();
    expect(queries.map((query) => [query.get('status'), query.get('page')])).toEqual([
      ['Aktivt', '0'],
      ['Deaktivert', '0'],
      ['Avsluttet', '0'],
    ]);
  });

  it('pages back and forth, zero-based', async () => {
    auctionsApi();
    const { user, location } = renderAuctions(Array.from({ length: 5 }, (_, n) => carNumbered(n)));
    await screen.findByRole('link', { name: /Volkswagen Golf 0/ });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: /Volkswagen Golf 4/ });
    await waitFor(() => expect(location.current.search).toBe('?page=1'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: /Volkswagen Golf 0/ });
  });

  it('keeps the filter and the page in the URL: a link or a reload opens the same list', async () => {
    const tenCars = Array.from({ length: 10 }, (_, n) => carNumbered(n));
    const queries = auctionsApi();
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
    auctionsApi();
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
    await screen.findByRole('link', { name: /Volkswagen Golf 0/ });
    await user.click(screen.getByRole('radio', { name: 'Finished' }));
    await waitFor(() => expect(location.current.search).toBe('?status=Vurdering&status-rep2=Avsluttet'));
  });

  it("lists a representative's finished auctions newest end first, whatever the backend's order (issue 30)", async () => {
    const third = '99999999-9999-4999-8999-999999999999';
    auctionsApi({
      finished: [
        finishedAuction(ids.car, 'Audi A4', 30),
        finishedAuction(otherCar, 'BMW 320', 1),
        finishedAuction(third, 'Citroen C3', 7),
      ],
    });
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
    auctionsApi({
      finished: [finishedAuction(ids.car, 'Audi A4', 30), finishedAuction(otherCar, 'BMW 320', 1)],
    });
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
