import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CarPage } from '../../../src/features/cars/CarPage';
import { signIn } from '../../support/appUnderTest';
import { car, fullAuction, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const noAuction = () =>
  HttpResponse.json(
    {
      statusCode: 404,
      message: `Auction for a car with id '${ids.car}' not found`,
      timestamp: '2026-06-01T12:00:00',
    },
    { status: 404 },
  );

function renderCar(stored: ReturnType<typeof car>, sessionUser = ids.seller) {
  signIn(makeToken(), sessionUser);
  server.use(
    http.get('/api/v1/cars/:id', () => HttpResponse.json(stored)),
    http.get('/api/v1/auctions/by-car/:carId', noAuction),
  );
  return renderWithProviders(<CarPage />, { path: `/car/${stored.id}`, route: '/car/:id' });
}

describe('car page', () => {
  it('shows the photos, the details and the status', async () => {
    renderCar(car());
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(screen.getByText('Status: In review')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Volkswagen Golf, photo 1 of 2' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Car details' });
    expect(within(details).getByText('12.04.2018')).toBeInTheDocument();
    expect(within(details).getByText('30.04.2026')).toBeInTheDocument();
    expect(within(details).getByText(/^84\s000 km$/)).toBeInTheDocument();
    expect(screen.getByText(/^Expected price: 150\s000,-$/)).toBeInTheDocument();
  });

  it('lets the owner edit, and delete after a confirmation', async () => {
    let deleted = '';
    server.use(
      http.delete('/api/v1/cars/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user, location } = renderCar(car());
    expect(await screen.findByRole('link', { name: 'Edit car' })).toHaveAttribute(
      'href',
      `/car/${ids.car}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Delete car' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete car' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to perform delete? All of the data will be permanently removed.',
    );
    expect(deleted).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/user/${ids.seller}`));
    expect(deleted).toBe(ids.car);
  });

  it('does not delete when the confirmation is cancelled', async () => {
    let calls = 0;
    server.use(
      http.delete('/api/v1/cars/:id', () => {
        calls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user, location } = renderCar(car());
    await user.click(await screen.findByRole('button', { name: 'Delete car' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);
    expect(location.current.pathname).toBe(`/car/${ids.car}`);
  });

  it.each(['Auksjon', 'Solgt'] as const)(
    'offers no edit or delete for a car in %s, and says why',
    async (status) => {
      renderCar(car({ status }));
      expect(
        await screen.findByText('Cars on auction or sold cannot be edited or deleted.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit car' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete car' })).not.toBeInTheDocument();
    },
  );

  it('links a car on auction to its auction', async () => {
    renderCar(car({ status: 'Auksjon' }));
    expect(await screen.findByRole('link', { name: 'Go to the auction' })).toHaveAttribute(
      'href',
      `/auction/${ids.car}`,
    );
  });

  it('offers nothing to change to someone who is not the owner', async () => {
    renderCar(car(), ids.rep1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit car' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete car' })).not.toBeInTheDocument();
  });

  it('shows the error dialog when a delete fails, and keeps the car', async () => {
    server.use(http.delete('/api/v1/cars/:id', () => new HttpResponse(null, { status: 403 })));
    const { user, location } = renderCar(car());
    await user.click(await screen.findByRole('button', { name: 'Delete car' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete car' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Error: 403' })).toBeInTheDocument();
    expect(location.current.pathname).toBe(`/car/${ids.car}`);
  });

  it.each([
    ['went on auction', 'Auksjon', true],
    ['has an auction its car does not show yet', 'Vurdering', true],
    ['was sold', 'Solgt', false],
  ] as const)(
    'never deletes from a stale page a car that %s since: reads it again, refuses and shows it as it is',
    async (_, now, withAuction) => {
      let deletes = 0;
      const stored = car();
      const { user, location } = renderCar(stored);
      server.use(
        http.delete('/api/v1/cars/:id', () => {
          deletes += 1;
          return new HttpResponse(null, { status: 200 });
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Delete car' }));
      // Meanwhile an operator starts its auction (production's delete would leave the auction without its car).
      stored.status = now;
      if (withAuction)
        server.use(http.get('/api/v1/auctions/by-car/:carId', () => HttpResponse.json(fullAuction())));
      await user.click(
        within(screen.getByRole('alertdialog', { name: 'Delete car' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      expect(
        await screen.findByText(
          'This car went on auction or was sold after the page was opened, so it cannot be deleted. The page now shows it as it is.',
        ),
      ).toHaveAttribute('role', 'alert');
      expect(deletes).toBe(0);
      expect(location.current.pathname).toBe(`/car/${ids.car}`);
      if (now !== 'Vurdering')
        expect(
          await screen.findByText('Cars on auction or sold cannot be edited or deleted.'),
        ).toBeInTheDocument();
    },
  );

  it('opens the error dialog and says so on the page when the car cannot be loaded', async () => {
    signIn(makeToken(), ids.seller);
    server.use(http.get('/api/v1/cars/:id', () => new HttpResponse(null, { status: 403 })));
    renderWithProviders(<CarPage />, { path: `/car/${ids.car}`, route: '/car/:id' });
    expect(await screen.findByRole('alertdialog', { name: 'Error: 403' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The car could not be loaded.' })).toBeInTheDocument();
  });
});
