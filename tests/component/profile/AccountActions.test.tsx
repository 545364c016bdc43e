import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { i18n } from '../../../src/i18n';
import { readDraft, saveDraft } from '../../../src/lib/formDrafts';
import { signIn } from '../../support/appUnderTest';
import { car, ids, sellerUser } from '../../support/fixtures';
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
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this user? All information will be lost.',
    );
    expect(deleted).toBe('');
    // The seller's cars are looked up first (none here); then the deletion may go ahead.
    expect(await within(dialog).findByText('You have no cars registered.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
    expect(deleted).toBe(ids.seller);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('names, in Norwegian, the cars that go with the account, and waits for a yes where an auction is at stake', async () => {
    await i18n.changeLanguage('no');
    let deleted = '';
    const renderedProfile = renderSellerProfile();
    server.use(
      http.get('/api/v1/cars', () =>
        HttpResponse.json({
          items: [car(), car({ id: ids.auction, registrationNumber: 'AB11111', status: 'Auksjon' })],
          totalPages: 1,
        }),
      ),
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
    expect(within(dialog).getByText(/Biler på auksjon eller solgt slettes også/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Slett konto' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: /biler på auksjon og solgte biler også slettes/ }),
    );
    await user.click(confirm);
    await waitFor(() => expect(deleted).toBe(ids.seller));
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
