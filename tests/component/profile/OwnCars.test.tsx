import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { saveDraft } from '../../../src/core/formDrafts';
import { signIn } from '../../support/appUnderTest';
import { car, ids, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const carId = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;

/** Records every list request and answers 20 cars in 3 pages, filtered by status. */
function serveCars(cars = Array.from({ length: 20 }, (_, n) => car({ id: carId(n), model: `Golf ${n}` }))) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    http.get('/api/v1/cars', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const status = params.get('status');
      const page = Number(params.get('page'));
      const size = Number(params.get('size'));
      const matching = cars.filter((item) => status === null || item.status === status);
      return HttpResponse.json({
        items: matching.slice(page * size, page * size + size),
        totalPages: Math.ceil(matching.length / size),
        totalElements: matching.length,
        currentPage: page,
      });
    }),
  );
  return requests;
}

function renderProfile(search = '') {
  signIn(makeToken(), ids.seller);
  return renderWithProviders(<ProfilePage />, { path: `/user/${ids.seller}${search}`, route: '/user/:id' });
}

describe('own cars list', () => {
  it('pages by 8 from page 0, with the page in the URL', async () => {
    const requests = serveCars();
    const { user, location } = renderProfile();
    expect(await screen.findByRole('link', { name: /Golf 0\b/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(requests[0]?.get('page')).toBe('0');
    expect(requests[0]?.get('size')).toBe('8');
    expect(requests[0]?.get('ownerId')).toBe(ids.seller);
    expect(requests[0]?.has('status')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: /Golf 8\b/ })).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?page=1'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('filters by status through the status query parameter', async () => {
    const requests = serveCars([
      car({ id: carId(1), model: 'Review', status: 'Vurdering' }),
      car({ id: carId(2), model: 'Auctioned', status: 'Auksjon' }),
      car({ id: carId(3), model: 'Sold', status: 'Solgt' }),
    ]);
    const { user, location } = renderProfile();
    expect(await screen.findByRole('link', { name: /Review/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'On auction' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Review/ })).not.toBeInTheDocument());
    await waitFor(() => expect(location.current.search).toBe('?status=Auksjon'));
    expect(requests.at(-1)?.get('status')).toBe('Auksjon');
    expect(screen.getByRole('button', { name: 'On auction' })).toHaveAttribute('aria-pressed', 'true');
    // A car on auction links to its auction (spec §2).
    expect(screen.getByRole('link', { name: /Auctioned/ })).toHaveAttribute('href', `/auction/${carId(2)}`);
  });

  it('reads the filter and page from the URL on load', async () => {
    const requests = serveCars();
    renderProfile('?status=Vurdering&page=2');
    expect(await screen.findByRole('link', { name: /Golf 16\b/ })).toBeInTheDocument();
    expect(requests[0]?.get('status')).toBe('Vurdering');
    expect(requests[0]?.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'In review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves a page past the end back to the last page', async () => {
    const requests = serveCars();
    const { location } = renderProfile('?page=7');
    expect(await screen.findByRole('link', { name: /Golf 16\b/ })).toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?page=2'));
    expect(requests.map((params) => params.get('page'))).toEqual(['7', '2']);
  });

  it('shows the status label and links other cars to the car page', async () => {
    serveCars([car({ id: carId(1), model: 'Sold', status: 'Solgt' })]);
    renderProfile();
    const link = await screen.findByRole('link', { name: /Sold/ });
    expect(link).toHaveAttribute('href', `/car/${carId(1)}`);
    expect(link).toHaveTextContent('Status: Sold');
    expect(link).toHaveTextContent('Registration number: EL12345');
  });

  it('asks for the first car when there is none', async () => {
    serveCars([]);
    renderProfile();
    expect(await screen.findByText('You have no cars here yet. Add your first car!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first car' })).toHaveAttribute(
      'href',
      `/user/${ids.seller}/add-car`,
    );
  });

  it('opens the error dialog when the list fails', async () => {
    server.use(
      http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
      http.get('/api/v1/cars', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Database down', timestamp: '2025-06-01T17:52:10' },
          { status: 500 },
        ),
      ),
    );
    renderProfile();
    expect(await screen.findByRole('alertdialog', { name: 'Error: 500' })).toHaveTextContent('Database down');
    expect(screen.getByText(/Your cars could not be loaded/)).toBeInTheDocument();
  });

  it('tells of a car begun and not sent, beside "Add car", with the way back to it (issue 37)', async () => {
    serveCars();
    await saveDraft(`add-car:${ids.seller}`, ids.seller, { make: 'Volvo' });
    renderProfile();
    const hint = await screen.findByRole('note');
    expect(hint).toHaveTextContent(/^You have a car that is not sent yet, kept in this browser since/);
    expect(within(hint).getByRole('link', { name: 'Continue with the car' })).toHaveAttribute(
      'href',
      `/user/${ids.seller}/add-car`,
    );
  });
});
