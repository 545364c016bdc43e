import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router-dom';
import { ApplicationsScreen } from '../../../src/features/admin/applications/ApplicationsScreen';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { car, ids, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { seenApplicationsKey } from '../../../src/features/admin/applications/useNewApplications';
import { asOperator, oneTimeSeller, oneTimeSellerId, operatorId, recordRequests } from './adminSetup';
import { scaled } from '../../support/waitScale';

const carId = (n: number) => `00000000-0000-4000-8000-${String(200_000 + n).padStart(12, '0')}`;

/**
 * 24 older cars of the demo seller, photographed in the order they came (the table's order, as
 * production reads it), then a quick submission without photos: the newest, last in the table.
 */
function queue() {
  const older = Array.from({ length: 24 }, (_, n) =>
    car({
      id: carId(n),
      registrationNumber: `LD${String(10_000 + n)}`,
      make: n % 2 === 0 ? 'Volvo' : 'Toyota',
      model: n % 2 === 0 ? 'V70' : 'Corolla',
      imagePaths: [`/files/${1_700_000_000_000 + n * 1000}_front.jpg`],
    }),
  );
  const quick = car({
    id: carId(99),
    ownerId: oneTimeSellerId,
    registrationNumber: 'XX40417',
    make: 'Skoda',
    model: 'Octavia',
    imagePaths: [],
  });
  return [...older, quick];
}

/** The backend's pages: no order of its own, the table's order (CarJpaRepository.findAllByStatus). */
function serveQueue(cars = queue()) {
  asOperator();
  server.use(
    http.get('/api/v1/cars', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      const items = cars.slice(page * size, (page + 1) * size);
      return HttpResponse.json({
        items,
        totalPages: Math.ceil(cars.length / size),
        totalElements: cars.length,
        currentPage: page,
      });
    }),
    http.get('/api/v1/users', () => HttpResponse.json([sellerUser(), oneTimeSeller()])),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    http.get(`/api/v1/users/${oneTimeSellerId}`, () => HttpResponse.json(oneTimeSeller())),
  );
}

/** The browser's back button, for the URL state. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const headings = () =>
  screen.getAllByRole('article').map((article) => within(article).getAllByRole('heading')[0]?.textContent);

const render = (path = '/admin/applications') =>
  renderWithProviders(
    <>
      <ApplicationsScreen />
      <Back />
    </>,
    { path, userOptions: { delay: null } },
  );

describe('the applications queue at scale (issue 29)', { timeout: scaled(15_000) }, () => {
  it('puts what is new to the operator first, then the newest photo first, whatever the row order', async () => {
    // The table's order says nothing (no ORDER BY): here the newest photos come in the middle.
    const cars = queue();
    const rows = [...cars.slice(10, 24).reverse(), cars[24], ...cars.slice(0, 10)];
    serveQueue(rows.filter((row) => row !== undefined));
    // Everything but the quick submission was listed for this operator before.
    localStorage.setItem(
      seenApplicationsKey(operatorId),
      JSON.stringify(cars.slice(0, 24).map(({ id }) => id)),
    );
    render();
    await screen.findByText('25 cars waiting for review');
    expect(headings().slice(0, 3)).toEqual([
      'XX40417 Skoda Octavia',
      'LD10023 Toyota Corolla',
      'LD10022 Volvo V70',
    ]);
    const [quick, newest] = screen.getAllByRole('article');
    expect(within(quick as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(
      within(quick as HTMLElement).getByText('No photos, so the time it was sent in is unknown'),
    ).toBeInTheDocument();
    expect(within(newest as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(
      within(newest as HTMLElement).getByText('First photo uploaded 14.11.2023 23:13 (Norwegian time)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('marks nothing new on the first visit, and a car that came in since as new on the next', async () => {
    const cars = queue();
    serveQueue(cars.slice(0, 24));
    const first = render();
    await screen.findByText('24 cars waiting for review');
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    first.unmount();

    serveQueue(cars);
    render();
    await screen.findByText('25 cars waiting for review');
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(headings()[0]).toBe('XX40417 Skoda Octavia');

    await act(() => i18n.changeLanguage('no'));
    expect(screen.getByText('Ny')).toBeInTheDocument();
    expect(screen.getByText('Ingen bilder, så innsendingstidspunktet er ukjent')).toBeInTheDocument();
    expect(
      screen.getAllByText('Første bilde lastet opp 14.11.2023 23:13 (norsk tid)')[0],
    ).toBeInTheDocument();
  });

  it('finds a car by registration number, seller name or phone number, with or without +47', async () => {
    serveQueue();
    const { user } = render();
    await screen.findByText('25 cars waiting for review');
    const search = screen.getByRole('searchbox', { name: 'Find an application' });
    await user.type(search, 'ld10007');
    expect(await screen.findByText('1 of 25 cars found')).toBeInTheDocument();
    expect(headings()).toEqual(['LD10007 Toyota Corolla']);

    await user.clear(search);
    await user.type(search, 'Eva eng');
    expect(await screen.findByText('1 of 25 cars found')).toBeInTheDocument();
    expect(headings()).toEqual(['XX40417 Skoda Octavia']);

    // The one-time seller's number is stored as +4798765432.
    await user.clear(search);
    await user.type(search, '987 65 432');
    expect(await screen.findByText('1 of 25 cars found')).toBeInTheDocument();
    expect(headings()).toEqual(['XX40417 Skoda Octavia']);

    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No application fits that search.')).toBeInTheDocument();
  });

  it('reads the whole queue in few requests, its first pages together', async () => {
    serveQueue();
    const seen = recordRequests();
    render();
    await screen.findByText('25 cars waiting for review');
    // Sent before the count is known (one round trip for up to 1,500 cars, issue 45): two of them empty here.
    expect(seen.filter((request) => request.startsWith('GET /api/v1/cars'))).toEqual([
      'GET /api/v1/cars?status=Vurdering&page=0&size=500',
      'GET /api/v1/cars?status=Vurdering&page=1&size=500',
      'GET /api/v1/cars?status=Vurdering&page=2&size=500',
    ]);
  });

  it('names each seller from the users it read for the search, with no request per card', async () => {
    asOperator();
    // 20 cars, each of its own seller.
    const ownerId = (n: number) => `00000000-0000-4000-8000-${String(300_000 + n).padStart(12, '0')}`;
    const sellers = Array.from({ length: 20 }, (_, n) =>
      sellerUser({ id: ownerId(n), name: `Selger ${n}`, email: `s${n}@demo.no` }),
    );
    const cars = sellers.map((seller, n) =>
      car({ id: carId(n), ownerId: seller.id, registrationNumber: `SE${10_000 + n}` }),
    );
    server.use(
      http.get('/api/v1/cars', () =>
        HttpResponse.json({ items: cars, totalPages: 1, totalElements: cars.length, currentPage: 0 }),
      ),
      http.get('/api/v1/users', () => HttpResponse.json(sellers)),
      http.get('/api/v1/users/:id', ({ params }) =>
        HttpResponse.json(sellers.find(({ id }) => id === params.id) ?? sellers[0]),
      ),
    );
    const seen = recordRequests();
    const { user } = render();
    await screen.findByText('20 cars waiting for review');
    // The users are read once the queue is shown; from then on, a card's seller comes from them.
    await vi.waitFor(() => expect(seen).toContain('GET /api/v1/users'), { timeout: scaled(1_000) });
    const perUser = () => seen.filter((request) => /^GET \/api\/v1\/users\/./.test(request)).length;
    const before = perUser();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    expect(await screen.findByText(/Selger 19\b/)).toBeInTheDocument();
    expect(perUser()).toBe(before);
  });

  it('keeps the page and the search in the URL: back returns, a shared link restores', async () => {
    serveQueue();
    const { user, location } = render();
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await vi.waitFor(() => expect(location.current.search).toBe('?page=1'), { timeout: scaled(1_000) });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(location.current.search).toBe('?page=2'), { timeout: scaled(1_000) });
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find an application' }), 'volvo');
    expect(await screen.findByText('12 of 25 cars found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await vi.waitFor(() => expect(location.current.search).toBe('?q=volvo'), { timeout: scaled(1_000) });
  });

  it('opens a shared link on its page, and puts a page past the end right', async () => {
    serveQueue();
    const { location } = render('/admin/applications?q=volvo&page=1');
    expect(await screen.findByText('12 of 25 cars found')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(headings()).toEqual(['LD10002 Volvo V70', 'LD10000 Volvo V70']);
    expect(screen.getByRole('searchbox', { name: 'Find an application' })).toHaveValue('volvo');
    await act(async () => {});
    expect(location.current.search).toBe('?q=volvo&page=1');
  });

  it('says where it is in Norwegian', async () => {
    await i18n.changeLanguage('no');
    serveQueue();
    const { user } = render('/admin/applications?page=9');
    expect(await screen.findByText('25 biler venter på vurdering')).toBeInTheDocument();
    expect(screen.getByText('Side 3 av 3')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Finn en søknad' }), 'XX 40417');
    expect(await screen.findByText('1 av 25 biler funnet')).toBeInTheDocument();
  });
});
