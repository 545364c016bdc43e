import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { i18n } from '../../../src/i18n';
import { readDraft, saveDraft } from '../../../src/core/formDrafts';
import { signIn } from '../../support/appUnderTest';
import { auctionSummary, car, fullAuction, ids, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';
import { scaled } from '../../support/waitScale';

function renderSellerProfile() {
  signIn(makeToken(), ids.seller);
  server.use(
    http.get('/api/v1/users/:id', () => HttpResponse.json(sellerUser())),
    http.get('/api/v1/cars', () => HttpResponse.json({ items: [], totalPages: 0 })),
  );
  return renderWithProviders(<ProfilePage />, { path: `/user/${ids.seller}`, route: '/user/:id' });
}

/**
 * The seller's cars, and their auctions by status as `GET /auctions?status=&ids=` lists them
 * (contract §7.3); remembers every auction list query.
 */
function serveStake(
  cars: ReturnType<typeof car>[],
  running: ReturnType<typeof auctionSummary>[] = [],
  paused: ReturnType<typeof auctionSummary>[] = [],
) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/cars', () => HttpResponse.json({ items: cars, totalPages: 1 })),
    http.get('/api/v1/auctions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const status = params.get('status');
      const items = status === 'Aktivt' ? running : status === 'Deaktivert' ? paused : [];
      return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
    }),
    http.get('/api/v1/auctions/by-car/:carId', () => HttpResponse.json(fullAuction({ status: 'FINISHED' }))),
  );
  return queries;
}

describe('password change', () => {
  it('refuses fewer than 8 characters without calling the server', async () => {
    let calls = 0;
    server.use(
      http.put('/api/v1/users/:id/update-password', () => {
        calls += 1;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderSellerProfile();
    await user.type(await screen.findByLabelText(/^New password/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at leat 8 symbols long')).toHaveAttribute('role', 'alert');
    expect(calls).toBe(0);
  });

  it('sends 8 characters or more and says so', async () => {
    let body: unknown;
    let path = '';
    server.use(
      http.put('/api/v1/users/:id/update-password', async ({ request }) => {
        body = await request.json();
        path = new URL(request.url).pathname;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderSellerProfile();
    const field = await screen.findByLabelText(/^New password/);
    await user.type(field, '12345678');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password was succesfully changed!')).toBeInTheDocument();
    expect(body).toEqual({ password: '12345678' });
    expect(path).toBe(`/api/v1/users/${ids.seller}/update-password`);
    expect(field).toHaveValue('');
  });

  it('shows a refusal in the form', async () => {
    server.use(http.put('/api/v1/users/:id/update-password', () => new HttpResponse(null, { status: 403 })));
    const { user } = renderSellerProfile();
    await user.type(await screen.findByLabelText(/^New password/), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('An error occurred. Try refreshing the page')).toBeInTheDocument();
    expect(screen.queryByText('Password was succesfully changed!')).not.toBeInTheDocument();
  });
});

describe('log out and account deletion', () => {
  it('logs out to the landing page', async () => {
    const { user, location } = renderSellerProfile();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it("drops the user's form drafts on logging out, and no one else's", async () => {
    await saveDraft(`add-car:${ids.seller}`, ids.seller, { make: 'Volvo' });
    await saveDraft('quick-submission', null, { name: 'A visitor' });
    const { user, location } = renderSellerProfile();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
    await vi.waitFor(async () => expect(await readDraft(`add-car:${ids.seller}`, ids.seller)).toBeNull(), {
      timeout: scaled(1_000),
    });
    expect((await readDraft('quick-submission', null))?.values).toEqual({ name: 'A visitor' });
  });

  it('asks first, deletes, and leaves logged out on the landing page', async () => {
    let deleted = '';
    server.use(
      http.delete('/api/v1/users/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, location } = renderSellerProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    // The seller's cars are looked up first (none here); then the deletion may go ahead.
    expect(await within(dialog).findByText('You have no cars registered.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this user? All information will be lost.',
    );
    expect(deleted).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
    expect(deleted).toBe(ids.seller);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('names, in Norwegian, the cars that go with the account, and waits for a yes where a car is sold', async () => {
    await i18n.changeLanguage('no');
    let deleted = '';
    const renderedProfile = renderSellerProfile();
    const auctionQueries = serveStake([
      car(),
      car({ id: ids.auction, registrationNumber: 'AB11111', status: 'Solgt' }),
    ]);
    server.use(
      http.delete('/api/v1/users/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderedProfile;
    await user.click(await screen.findByRole('button', { name: 'Slett konto' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Slett konto' });
    expect(
      await within(dialog).findByText('De 2 bilene dine slettes sammen med kontoen:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/AB11111/)).toBeInTheDocument();
    expect(within(dialog).getByText(/De solgte bilene dine slettes også/)).toBeInTheDocument();
    // The open auctions of her cars were asked for, running and paused, by their ids.
    expect(auctionQueries.map((query) => query.get('status')).toSorted()).toEqual(['Aktivt', 'Deaktivert']);
    expect(auctionQueries.every((query) => query.get('ids') === `${ids.car},${ids.auction}`)).toBe(true);
    const confirm = within(dialog).getByRole('button', { name: 'Slett konto' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Jeg forstår at solgte biler også slettes' }),
    );
    await user.click(confirm);
    await waitFor(() => expect(deleted).toBe(ids.seller));
  });

  it('refuses while a car is on auction, running or paused, names it and says whom to contact', async () => {
    let calls = 0;
    const renderedProfile = renderSellerProfile();
    serveStake(
      [car(), car({ id: ids.auction, registrationNumber: 'AB11111', status: 'Auksjon' })],
      [
        auctionSummary({
          carDetails: {
            carId: ids.auction,
            makeModel: 'Tesla Model 3',
            modelYear: '2021',
            thumbnailImageUrl: null,
          },
        }),
      ],
      [auctionSummary({ id: 'paused', status: 'Deaktivert' })],
    );
    server.use(
      http.delete('/api/v1/users/:id', () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderedProfile;
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    // Refused, the dialog says so from its title on and asks nothing.
    const dialog = await screen.findByRole('alertdialog', { name: 'Your account cannot be deleted now' });
    expect(dialog).not.toHaveTextContent('Are you sure');
    const refusal = within(dialog).getByRole('alert');
    expect(refusal).toHaveTextContent(/^Your account cannot be deleted while your 2 cars are on auction:/);
    const [running, paused] = within(refusal).getAllByRole('listitem');
    expect(running).toHaveTextContent('AB11111 Tesla Model 3 Running');
    expect(paused).toHaveTextContent(/Volkswagen Golf\s*Paused/);
    expect(refusal).toHaveTextContent('only we can stop an auction');
    expect(within(refusal).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // Its only answer is Close (the header's icon and the button below).
    expect(within(dialog).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(within(dialog).getAllByRole('button')).toEqual(closes);
    expect(closes).toHaveLength(2);
    await user.click(closes[1] as HTMLElement);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('says in Norwegian that the account cannot be deleted now, and never asks', async () => {
    await i18n.changeLanguage('no');
    const renderedProfile = renderSellerProfile();
    serveStake([car({ status: 'Auksjon' })], [auctionSummary()]);
    const { user } = renderedProfile;
    await user.click(await screen.findByRole('button', { name: 'Slett konto' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kontoen din kan ikke slettes nå' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Kontoen din kan ikke slettes mens bilen din er på auksjon:.*Kontakt oss for å trekke en bil/,
    );
    expect(dialog).not.toHaveTextContent('Er du sikker');
    expect(within(dialog).getAllByRole('button')).toEqual(
      within(dialog).getAllByRole('button', { name: 'Lukk' }),
    );
  });

  it('neither asks nor refuses while the cars are still looked up', async () => {
    const renderedProfile = renderSellerProfile();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/v1/cars', async () => {
        await answered;
        return HttpResponse.json({ items: [], totalPages: 0 });
      }),
    );
    const { user } = renderedProfile;
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Checking whether your account can be deleted: looking up your cars and their auctions…',
    );
    expect(dialog).not.toHaveTextContent('Are you sure');
    expect(dialog).not.toHaveTextContent('cannot be deleted');
    expect(within(dialog).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    answer();
    expect(
      await within(dialog).findByText(
        'Are you sure you want to delete this user? All information will be lost.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('reads the cars and their auctions again just before deleting, and refuses an auction started since', async () => {
    let calls = 0;
    const renderedProfile = renderSellerProfile();
    serveStake([car()]);
    server.use(
      http.delete('/api/v1/users/:id', () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, location } = renderedProfile;
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    expect(await within(dialog).findByText('Your car is deleted with your account:')).toBeInTheDocument();
    // An operator starts the car's auction while the dialog is open.
    serveStake([car({ status: 'Auksjon' })], [auctionSummary()]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Your account cannot be deleted now' }),
    ).toHaveTextContent('Your account cannot be deleted while your car is on auction:');
    expect(calls).toBe(0);
    expect(location.current.pathname).toBe(`/user/${ids.seller}`);
  });

  it('keeps the account when the confirmation is cancelled', async () => {
    let calls = 0;
    server.use(
      http.delete('/api/v1/users/:id', () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, location } = renderSellerProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);
    expect(location.current.pathname).toBe(`/user/${ids.seller}`);
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });
});
