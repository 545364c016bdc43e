import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from '../../../src/features/profile/ProfilePage';
import { signIn } from '../../support/appUnderTest';
import { companyUser, ids, representative, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

const emptyPage = { items: [], totalPages: 0, totalElements: 0, currentPage: 0 };

function answerUsers(users: Record<string, unknown>) {
  server.use(
    http.get('/api/v1/users/:id', ({ params }) => {
      const user = users[String(params.id)];
      return user ? HttpResponse.json(user) : new HttpResponse(null, { status: 403 });
    }),
    http.get('/api/v1/cars', () => HttpResponse.json(emptyPage)),
    http.get('/api/v1/auctions', () => HttpResponse.json(emptyPage)),
    http.get('/api/v1/users/buyers/:id/representatives', () => new HttpResponse(null, { status: 403 })),
  );
}

const renderProfile = (id: string) =>
  renderWithProviders(<ProfilePage />, { path: `/user/${id}`, route: '/user/:id' });

describe('ProfilePage', () => {
  it('shows a seller the profile panel, own cars and all account actions', async () => {
    signIn(makeToken(), ids.seller);
    answerUsers({ [ids.seller]: sellerUser() });
    renderProfile(ids.seller);
    expect(await screen.findByRole('heading', { level: 1, name: 'Siri Selger' })).toBeInTheDocument();
    expect(screen.getByText('Role: Seller')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cars' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('shows a company its organisation and the role without the BUYER_ prefix', async () => {
    signIn(makeToken(), ids.company);
    answerUsers({ [ids.company]: companyUser({ accountLocked: true }) });
    renderProfile(ids.company);
    expect(await screen.findByText('Role: Company')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organisation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your cars' })).not.toBeInTheDocument();
    // The spec's session key is written from the own fetched user (spec §3, §4).
    await waitFor(() => expect(sessionStorage.getItem('isAccountLocked')).toBe('true'));
  });

  it('shows a representative a read-only profile without password change', async () => {
    signIn(makeToken(), ids.rep1);
    answerUsers({ [ids.rep1]: representative() });
    renderProfile(ids.rep1);
    expect(await screen.findByText('Role: Representative')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('turns a refusal of the own profile into a clear message and the error dialog', async () => {
    signIn(makeToken(), ids.seller);
    answerUsers({});
    renderProfile(ids.seller);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The profile could not be loaded.' }),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error: 403' });
    expect(within(dialog).getByText('An error occurred. Try refreshing the page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows nobody another user's profile, an operator neither, and asks the server nothing about them", async () => {
    const adminId = '77777777-7777-4777-8777-777777777777';
    signIn(makeToken(), adminId);
    answerUsers({ [adminId]: { ...sellerUser(), id: adminId, role: 'ADMIN' }, [ids.seller]: sellerUser() });
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderProfile(ids.seller);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not your profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Find the user in the console' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      `/user/${adminId}`,
    );
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(asked).not.toContain(`/api/v1/users/${ids.seller}`);
    server.events.removeAllListeners();
  });

  it('follows a change of the id in the URL', async () => {
    signIn(makeToken(), ids.seller);
    answerUsers({ [ids.seller]: sellerUser(), [ids.company]: companyUser() });
    const { user, location } = renderWithProviders(
      <>
        <Link to={`/user/${ids.company}`}>other profile</Link>
        <ProfilePage />
      </>,
      { path: `/user/${ids.seller}`, route: '/user/:id' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Siri Selger' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'other profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not your profile' })).toBeInTheDocument();
    expect(screen.queryByText('Kari Nordmann')).not.toBeInTheDocument();
    expect(location.current.pathname).toBe(`/user/${ids.company}`);
  });

  it('saves the panel with the shape the backend needs and shows the answer', async () => {
    signIn(makeToken(), ids.seller);
    answerUsers({ [ids.seller]: sellerUser() });
    let body: unknown;
    server.use(
      http.put('/api/v1/users', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(sellerUser({ name: 'Siri Ny' }));
      }),
    );
    const { user } = renderProfile(ids.seller);
    await user.click(await screen.findByRole('button', { name: 'Change data' }));
    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Siri Ny');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Siri Ny' })).toBeInTheDocument();
    expect(body).toEqual({
      role: 'SELLER',
      id: ids.seller,
      name: 'Siri Ny',
      phoneNumber: '+4791234567',
      email: 'selger@demo.no',
      address: { streetAddress: 'Storgata 1', postalLocation: 'Oslo', postalCode: '0155' },
    });
  });
});
