import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/appUnderTest';
import { watchlistKey } from '../../../src/session/watchlist';
import { auctionSummary, ids, representative, sellerUser } from '../../support/fixtures';
import { AuctionsPage } from '../../../src/features/auctions/AuctionsPage';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const MAKES = ['Volvo XC90', 'Tesla Model 3', 'Citroën ë-C4', 'Toyota Hiace Skåp', 'Land Rover Defender'];

/** `count` active auctions: makes in turn, prices rising with the index, ends an hour apart from 30 min. */
function market(count: number) {
  return Array.from({ length: count }, (_, i) =>
    auctionSummary({
      id: `auction-${i}`,
      startingPrice: 10_000,
      endDateTime: new Date(Date.now() + 1_800_000 + i * 3_600_000).toISOString(),
      highestBid: { bidderId: ids.rep2, amount: 100_000 + i * 1000, placedAt: new Date().toISOString() },
      carDetails: {
        carId: `car-${i}`,
        makeModel: MAKES[i % MAKES.length],
        modelYear: String(2010 + (i % 10)),
        thumbnailImageUrl: null,
      },
    }),
  );
}

interface Serve {
  auctions?: ReturnType<typeof market>;
  /** The paused ones, listed under `Deaktivert`. */
  paused?: ReturnType<typeof market>;
  /** A backend that caps the page size (Spring's default is 2000): pages are counted at the cap. */
  maxSize?: number;
  user?: Record<string, unknown>;
}

function serve({
  auctions = market(20),
  paused = [],
  maxSize = Infinity,
  user = representative(),
}: Serve = {}) {
  signIn(makeToken(), String(user.id));
  const requests: URLSearchParams[] = [];
  const load = { inFlight: 0, most: 0 };
  server.use(
    http.get(`/api/v1/users/${String(user.id)}`, () => HttpResponse.json(user)),
    http.get('/api/v1/auctions', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      load.inFlight += 1;
      load.most = Math.max(load.most, load.inFlight);
      await delay(20);
      load.inFlight -= 1;
      const page = Number(params.get('page'));
      const size = Math.min(Number(params.get('size')), maxSize);
      const status = params.get('status');
      const listed = status === 'Aktivt' ? auctions : status === 'Deaktivert' ? paused : [];
      return HttpResponse.json({
        items: listed.slice(page * size, (page + 1) * size),
        totalPages: Math.ceil(listed.length / size),
        totalElements: listed.length,
        currentPage: page,
      });
    }),
  );
  return { requests, load };
}

/** The finder at `path` with its providers and the login dialog its guest prompt opens. */
const renderAuctions = (path: string) =>
  renderWithProviders(<AuctionsPage />, { path, withLoginDialog: true });

function first<T>(items: T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('none found');
  return item;
}

const cards = () => within(screen.getByRole('list', { name: 'Auctions' })).getAllByRole('heading');
const cardNames = () => cards().map((heading) => heading.textContent);

describe('/auctions as a guest', () => {
  it('shows no list, only the prompt to log in or create a buyer account', async () => {
    const { user } = renderAuctions('/auctions');
    expect(await screen.findByText(/Want to see more and participate in auctions\?/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Auctions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a buyer account' })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('/auctions: loading every active auction', () => {
  it('asks for large pages, a few at a time, and shows 8 a page with the count', async () => {
    const { requests, load } = serve({ auctions: market(650) });
    const { user } = renderAuctions('/auctions');
    expect(await screen.findByText('650 auctions')).toBeInTheDocument();
    // The running auctions, then the paused ones (spec §10: a paused auction stays in sight).
    expect(requests.map((params) => [params.get('status'), params.get('page')])).toEqual([
      ['Aktivt', '0'],
      ['Aktivt', '1'],
      ['Aktivt', '2'],
      ['Aktivt', '3'],
      ['Deaktivert', '0'],
    ]);
    expect(requests.every((params) => params.get('size') === '200')).toBe(true);
    expect(load.most).toBeLessThanOrEqual(3);
    expect(load.most).toBeGreaterThan(1);
    expect(cards()).toHaveLength(8);
    expect(screen.getByText('Page 1 of 82')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 82')).toBeInTheDocument();
    expect(requests).toHaveLength(5);
  });

  it('gets every auction from a backend that caps the page size', async () => {
    const { requests } = serve({ auctions: market(450), maxSize: 100 });
    renderAuctions('/auctions');
    expect(await screen.findByText('450 auctions')).toBeInTheDocument();
    expect(requests.filter((params) => params.get('status') === 'Aktivt')).toHaveLength(5);
  });

  it('shows a paused auction, marked paused, after the running ones and never as ending soon', async () => {
    const paused = auctionSummary({
      id: 'auction-paused',
      status: 'Deaktivert',
      // Its end lies before every running one's: a paused auction's end says nothing.
      endDateTime: new Date(Date.now() + 600_000).toISOString(),
      carDetails: {
        carId: 'car-paused',
        makeModel: 'Skoda Octavia',
        modelYear: '2019',
        thumbnailImageUrl: null,
      },
    });
    serve({ auctions: market(2), paused: [paused] });
    localStorage.setItem(watchlistKey(ids.rep1), JSON.stringify(['car-paused']));
    const { user } = renderAuctions('/auctions');
    expect(await screen.findByText('3 auctions')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Volvo XC90', 'Tesla Model 3', 'Skoda Octavia']);
    const card = first(
      within(screen.getByRole('list', { name: 'Auctions' }))
        .getAllByRole('listitem')
        .slice(2),
    );
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Skoda Octavia/ })).toHaveAttribute(
      'href',
      '/auction/car-paused',
    );

    // Not "ending within an hour", whatever its stored end; followed, it stays among the followed.
    await user.click(screen.getByRole('radio', { name: '1 hour' }));
    expect(await screen.findByText('1 auction')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Volvo XC90']);
    await user.click(screen.getByRole('radio', { name: 'Any time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Followed auctions only' }));
    await waitFor(() => expect(cardNames()).toEqual(['Skoda Octavia']));
  });

  it('says so when there are no auctions', async () => {
    serve({ auctions: [] });
    renderAuctions('/auctions');
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens the error dialog when the list cannot be loaded', async () => {
    serve();
    server.use(
      http.get('/api/v1/auctions', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Database down', timestamp: '2026-01-01T10:00:00' },
          { status: 500 },
        ),
      ),
    );
    renderAuctions('/auctions');
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 500' });
    expect(within(dialog).getByText('Database down')).toBeInTheDocument();
  });
});

describe('/auctions: search, sort and filters', () => {
  it('searches make and model forgivingly and puts the search in the URL when typing pauses', async () => {
    serve();
    const { user, location } = renderAuctions('/auctions');
    await screen.findByText('20 auctions');
    await user.type(screen.getByRole('searchbox', { name: 'Search make and model' }), 'SKAP');
    expect(screen.getByText('4 auctions')).toBeInTheDocument();
    expect(cardNames().every((name) => name === 'Toyota Hiace Skåp')).toBe(true);
    await waitFor(() => expect(location.current.search).toBe('?q=SKAP'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search make and model' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search make and model' }), 'citroen');
    expect(await screen.findByText('4 auctions')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Citroën ë-C4');
  });

  it('sorts and filters by make, year and bid, each in the URL, and a link restores them all', async () => {
    serve();
    const { user, location, unmount } = renderAuctions('/auctions');
    await screen.findByText('20 auctions');
    // Ending soonest first by default.
    expect(cardNames()[0]).toBe('Volvo XC90');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest bid, high to low');
    expect(cardNames().slice(0, 2)).toEqual(['Land Rover Defender', 'Toyota Hiace Skåp']);
    await user.click(screen.getByRole('checkbox', { name: 'Volvo (4)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Land Rover (4)' }));
    expect(screen.getByText('8 auctions')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Year from' }), '2014');
    expect(await screen.findByText('6 auctions')).toBeInTheDocument();
    await waitFor(() =>
      expect(location.current.search).toBe('?sort=bid-desc&make=Volvo&make=Land+Rover&yearFrom=2014'),
    );
    const shown = cardNames();
    unmount();

    renderAuctions(`/auctions${location.current.search}`);
    expect(await screen.findByText('6 auctions')).toBeInTheDocument();
    expect(cardNames()).toEqual(shown);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('bid-desc');
    expect(screen.getByRole('checkbox', { name: 'Volvo (4)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tesla (4)' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Year from' })).toHaveValue('2014');
  });

  it('filters by highest bid and by ending within an hour', async () => {
    serve();
    const { user } = renderAuctions('/auctions?bidFrom=105000&bidTo=107000');
    expect(await screen.findByText('3 auctions')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(screen.getByText('3 auctions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(screen.getByRole('radio', { name: '1 hour' }));
    expect(await screen.findByText('1 auction')).toBeInTheDocument();
  });

  it('drops nonsense in the URL quietly: unknown values, makes the list lacks, a page past the end', async () => {
    serve();
    const { location } = renderAuctions(
      '/auctions?sort=cheapest&yearFrom=abc&make=Saab&make=volvo&page=99&ending=x',
    );
    expect(await screen.findByText('4 auctions')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?make=Volvo'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Volvo (4)' })).toBeChecked();
  });

  it('offers to clear the filters when nothing matches', async () => {
    serve();
    const { user, location } = renderAuctions('/auctions?q=saab&make=Volvo&sort=make');
    expect(await screen.findByText('No auction matches your search and filters.')).toBeInTheDocument();
    expect(screen.getByText('0 auctions')).toBeInTheDocument();
    await user.click(first(screen.getAllByRole('button', { name: 'Clear filters' }).toReversed()));
    expect(await screen.findByText('20 auctions')).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?sort=make'));
    expect(screen.getByRole('searchbox', { name: 'Search make and model' })).toHaveValue('');
  });
});

describe('/auctions: following', () => {
  it('has a Follow toggle on every card that keeps the follow for the user, and a followed-only filter', async () => {
    serve();
    const { user } = renderAuctions('/auctions');
    await screen.findByText('20 auctions');
    const toggle = first(screen.getAllByRole('button', { name: 'Follow Tesla Model 3' }));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(watchlistKey(ids.rep1)) ?? '[]')).toEqual(['car-1']);
    await user.click(screen.getByRole('checkbox', { name: 'Followed auctions only' }));
    expect(await screen.findByText('1 auction')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow Tesla Model 3' }));
    expect(await screen.findByText('0 auctions')).toBeInTheDocument();
  });

  it('says so at the limit of 100 and follows nothing more', async () => {
    serve();
    localStorage.setItem(
      watchlistKey(ids.rep1),
      JSON.stringify(Array.from({ length: 100 }, (_, i) => `elsewhere-${i}`)),
    );
    const { user } = renderAuctions('/auctions');
    await screen.findByText('20 auctions');
    const toggle = first(screen.getAllByRole('button', { name: 'Follow Volvo XC90' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already follow 100 auctions, the most the desk holds. Unfollow one to follow this one.',
    );
  });

  it('offers no following to a seller', async () => {
    serve({ user: sellerUser() });
    renderAuctions('/auctions');
    await screen.findByText('20 auctions');
    expect(screen.queryByRole('button', { name: /^Follow / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Followed auctions only' })).not.toBeInTheDocument();
  });
});
