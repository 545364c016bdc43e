import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../src/features/admin/users/UsersScreen';
import { i18n } from '../../../src/i18n';
import { ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi, operatorIds, writesOf } from './operatorApi';

/** Types a search: the matches follow as it is typed, no button. */
async function find(
  user: ReturnType<typeof renderWithProviders>['user'],
  term: string,
  label = /^Name, e-mail or phone number/,
) {
  const field = await screen.findByRole('searchbox', { name: label });
  await user.clear(field);
  await user.type(field, term);
}

describe('UsersScreen (issue 23 item 6, issue 29 item 3)', () => {
  it('finds users by any part of a name, e-mail or phone number, from one list of every user', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await find(user, 'selger@demo');
    const found = await screen.findByRole('article', { name: 'Siri Selger' });
    expect(within(found).getByText('Seller')).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'selger@demo.no' })).toHaveAttribute(
      'href',
      'mailto:selger@demo.no',
    );

    // The phone number by its digits, without +47 and with spaces.
    await find(user, '998 87 766');
    expect(await screen.findByRole('article', { name: 'Ola Byder' })).toBeInTheDocument();
    await find(user, 'byder');
    expect(await screen.findByRole('article', { name: 'Ola Byder' })).toBeInTheDocument();
    const paths = api.requests.map((request) => request.path);
    expect(paths.filter((path) => path === '/api/v1/users')).toHaveLength(1);
    expect(paths.some((path) => path.includes('/by-number/') || path.includes('/by-email/'))).toBe(false);
  });

  it('shows every user behind a shared phone number, however each was typed', async () => {
    const api = operatorApi();
    // A seller who submitted twice: two one-time sellers, one number stored two ways.
    api.users.set('99999999-9999-4999-8999-99999999999a', {
      id: '99999999-9999-4999-8999-99999999999a',
      name: 'Ola Hansen',
      email: '0b5e2d1c-4a3f-4e2b-9c8d-7f6e5d4c3b2a',
      phoneNumber: '488 99 000',
      role: 'ONE_TIME_SELLER',
      accountLocked: true,
      carId: operatorIds.soldCar,
    });
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, '+47 48899000');
    expect(await screen.findByText('2 users found')).toBeInTheDocument();
    const matches = within(screen.getByRole('list', { name: 'Users found' })).getAllByRole('article');
    expect(matches).toHaveLength(2);
    for (const match of matches) {
      expect(within(match).getByText('One-time seller')).toBeInTheDocument();
      expect(within(match).queryByText('Locked')).not.toBeInTheDocument();
    }
    expect(screen.getByText('+4748899000')).toBeInTheDocument();
    expect(screen.getByText('488 99 000')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Open Ola Hansen' })[0] as HTMLElement);
    expect(await screen.findByText('None: a one-time seller has no e-mail address')).toBeInTheDocument();
  });

  it('says when nobody fits, keeping what was typed, and keeps the search in the URL', async () => {
    operatorApi();
    const { user, location } = renderWithProviders(<UsersScreen />, { path: '/admin/users' });
    await find(user, 'nobody@demo.no');
    expect(await screen.findByText('0 users found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /^Name, e-mail or phone number/ })).toHaveValue(
      'nobody@demo.no',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(location.current.search).toBe('?q=nobody%40demo.no'));
  });

  it('opens a shared link with its search', async () => {
    operatorApi();
    renderWithProviders(<UsersScreen />, { path: '/admin/users?q=Ola' });
    expect(await screen.findByText('2 users found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /^Name, e-mail or phone number/ })).toHaveValue('Ola');
    expect(screen.getByRole('button', { name: 'Open Ola Byder' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Ola Hansen' })).toBeInTheDocument();
  });

  it('changes the e-mail only after saying the user is logged out everywhere', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, 'rep1@demo.no');
    const found = await screen.findByRole('article', { name: 'Ola Byder' });
    await user.click(within(found).getByRole('button', { name: 'Change e-mail' }));
    const field = within(found).getByLabelText(/^New e-mail/);
    expect(field).toHaveAccessibleDescription(/logs Ola Byder out on every device at once/);
    await user.type(field, 'ola@nordic.no');
    await user.click(within(found).getByRole('button', { name: 'Change e-mail' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change the e-mail of Ola Byder?' });
    expect(dialog).toHaveTextContent('logged out on every device at once');
    expect(writesOf(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change and log out' }));

    expect(
      await screen.findByText('The e-mail of Ola Byder is now ola@nordic.no. Every earlier login has ended.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual(['PUT /api/v1/users/as-admin']);
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      id: ids.rep1,
      role: 'BUYER_REPRESENTATIVE',
      email: 'ola@nordic.no',
      name: 'Ola Byder',
      phoneNumber: '+4799887766',
    });
    // Still found, by id, with the new address.
    expect(await within(found).findByRole('link', { name: 'ola@nordic.no' })).toBeInTheDocument();
  });

  it('keeps the typed e-mail when the server refuses it', async () => {
    operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, 'rep1@demo.no');
    const found = await screen.findByRole('article', { name: 'Ola Byder' });
    await user.click(within(found).getByRole('button', { name: 'Change e-mail' }));
    await user.type(within(found).getByLabelText(/^New e-mail/), 'selger@demo.no');
    await user.click(within(found).getByRole('button', { name: 'Change e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Change and log out' }));
    expect(await within(found).findByText('User with this email already exists')).toBeInTheDocument();
    expect(within(found).getByLabelText(/^New e-mail/)).toHaveValue('selger@demo.no');
  });

  it('locks a representative after saying what a lock does', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, 'rep1@demo.no');
    const found = await screen.findByRole('article', { name: 'Ola Byder' });
    await user.click(within(found).getByRole('button', { name: 'Lock' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Lock Ola Byder?' });
    expect(dialog).toHaveTextContent('Ola Byder can no longer bid.');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await screen.findByText('Ola Byder is locked.');
    expect(writesOf(api)).toEqual([`PATCH /api/v1/users/${ids.rep1}/set-lock?isLocked=true`]);
    expect(await within(found).findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(within(found).getByText('Locked')).toBeInTheDocument();
  });

  it("deletes a seller after saying its cars go too, and never shows a one-time seller's id as an address", async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, '+4748899000');
    const oneTime = await screen.findByRole('article', { name: 'Ola Hansen' });
    expect(within(oneTime).getByText('None: a one-time seller has no e-mail address')).toBeInTheDocument();
    expect(within(oneTime).queryByText(/3f1c6a9e/)).not.toBeInTheDocument();
    expect(within(oneTime).queryByRole('button', { name: 'Change e-mail' })).not.toBeInTheDocument();

    await find(user, 'selger@demo.no');
    const seller = await screen.findByRole('article', { name: 'Siri Selger' });
    await user.click(within(seller).getByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Siri Selger?' });
    expect(dialog).toHaveTextContent('with every car of theirs, whatever its status');
    expect(dialog).toHaveTextContent('It cannot be undone.');
    // Her sold car is named, and it needs a second, explicit yes.
    expect(await within(dialog).findByText('This car is deleted with the account:')).toBeInTheDocument();
    expect(within(dialog).getByText(/Sold cars are deleted too/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' });
    expect(confirm).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that sold cars are deleted too' }),
    );
    await user.click(confirm);
    await screen.findByText(/^Siri Selger is deleted\. The server deletes their cars just afterwards/);
    expect(writesOf(api)).toEqual([`DELETE /api/v1/users/${ids.seller}`]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Siri Selger' })).not.toBeInTheDocument(),
    );
  });

  it('offers no actions on the operator itself', async () => {
    operatorApi();
    const { user } = renderWithProviders(<UsersScreen />);
    await find(user, 'admin@demo.no');
    const self = await screen.findByRole('article', { name: 'Admin Demo' });
    expect(
      within(self).getByText('This is your own account. Change it on your profile page.'),
    ).toBeInTheDocument();
    expect(within(self).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets only a SUPER_ADMIN create an operator', async () => {
    operatorApi({ role: 'ADMIN' });
    const first = renderWithProviders(<UsersScreen />);
    // Once the own account is recognised, the own role is known.
    await find(first.user, 'admin@demo.no');
    await screen.findByText('This is your own account. Change it on your profile page.');
    expect(screen.queryByRole('heading', { name: 'Add an operator' })).not.toBeInTheDocument();
    first.unmount();

    const api = operatorApi({ role: 'SUPER_ADMIN' });
    const { user } = renderWithProviders(<UsersScreen />);
    const section = await screen.findByRole('region', { name: 'Add an operator' });
    await user.type(within(section).getByLabelText(/^Name/), 'Nils Operatør');
    await user.type(within(section).getByLabelText(/^Phone/), '+4790011223');
    await user.type(within(section).getByLabelText(/^E-mail/), 'nils@demo.no');
    await user.type(within(section).getByLabelText(/^Password/), 'short');
    await user.click(within(section).getByRole('button', { name: 'Add operator' }));
    expect(await within(section).findByText('Password must be at leat 8 symbols long')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.clear(within(section).getByLabelText(/^Password/));
    await user.type(within(section).getByLabelText(/^Password/), 'longenough1');
    await user.click(within(section).getByRole('button', { name: 'Add operator' }));
    expect(
      await within(section).findByText(
        'Nils Operatør is an administrator now and can log in as nils@demo.no.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Nils Operatør',
      phoneNumber: '+4790011223',
      email: 'nils@demo.no',
      password: 'longenough1',
      fallbackEmail: 'nils@demo.no',
    });
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('no');
    operatorApi({ role: 'SUPER_ADMIN' });
    const { user } = renderWithProviders(<UsersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Brukere' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Legg til en operatør' })).toBeInTheDocument();
    await find(user, 'firma@demo.no', /^Navn, e-post eller telefonnummer/);
    const company = await screen.findByRole('article', { name: 'Kari Nordmann' });
    await user.click(within(company).getByRole('button', { name: 'Slett bruker' }));
    expect(screen.getByRole('alertdialog', { name: 'Slette Kari Nordmann?' })).toHaveTextContent(
      'med alle representantene og filene i organisasjonslisensen',
    );
  });
});
