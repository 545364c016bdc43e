import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../src/features/admin/users/UsersScreen';
import { i18n } from '../../../src/i18n';
import { ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi, operatorIds, operatorUser, writesOf } from './operatorApi';

type User = ReturnType<typeof renderWithProviders>['user'];

async function open(user: User, term: string, name: string) {
  const field = await screen.findByRole('searchbox', { name: /^(Name, e-mail or phone number|Navn)/ });
  await user.clear(field);
  await user.type(field, term);
  return screen.findByRole('article', { name });
}

const bodyOf = (api: ReturnType<typeof operatorApi>, method: string) =>
  api.requests.find((request) => request.method === method)?.body;

describe('the console gives a user a new password (issue 37, contract §4.7)', { timeout: 40000 }, () => {
  it('checks production’s rules, asks first, and shows the password once with the handover', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const seller = await open(user, 'selger@demo.no', 'Siri Selger');
    await user.click(within(seller).getByRole('button', { name: 'Give a new password' }));
    expect(seller).toHaveTextContent('We send no e-mail: you give the password to Siri Selger yourself');
    const field = within(seller).getByLabelText(/^New password/);

    // Production refuses a short or blank password with an empty 403: said here first.
    await user.type(field, 'kort');
    await user.click(within(seller).getByRole('button', { name: 'Set password' }));
    expect(await within(seller).findByText('Password must be at leat 8 symbols long')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '        ');
    await user.click(within(seller).getByRole('button', { name: 'Set password' }));
    expect(await within(seller).findByText('This field is required')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    // A suggested one: read-aloud groups, no look-alike characters.
    await user.click(within(seller).getByRole('button', { name: 'Suggest a password' }));
    const suggested = (field as HTMLInputElement).value;
    expect(suggested).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}$/);
    await user.click(within(seller).getByRole('button', { name: 'Set password' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Give Siri Selger a new password?' });
    expect(dialog).toHaveTextContent('The old password of Siri Selger stops working at once.');
    expect(writesOf(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    const handover = await within(seller).findByRole('region', { name: 'Siri Selger has a new password' });
    expect(writesOf(api)).toEqual([`PUT /api/v1/users/${ids.seller}/update-password`]);
    expect(bodyOf(api, 'PUT')).toEqual({ password: suggested });
    expect(within(handover).getByLabelText('New password')).toHaveTextContent(suggested);
    expect(handover).toHaveTextContent('It is shown only now');
    expect(handover).toHaveTextContent(
      'Log in with selger@demo.no and this password. Then choose a password of your own under "Change password" on your profile page. This one keeps working until you change it.',
    );
    expect(within(handover).getByRole('heading')).toHaveFocus();

    await user.click(within(handover).getByRole('button', { name: 'Hide the password' }));
    expect(seller).not.toHaveTextContent(suggested);
    expect(within(seller).getByRole('button', { name: 'Give a new password' })).toBeInTheDocument();
  });

  it('tells a representative that its company sets its own password, in Norwegian too', async () => {
    operatorApi();
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const rep = await open(user, 'rep1@demo.no', 'Ola Byder');
    await user.click(within(rep).getByRole('button', { name: 'Gi et nytt passord' }));
    await user.type(within(rep).getByLabelText(/^Nytt passord/), 'Sommer2026');
    await user.click(within(rep).getByRole('button', { name: 'Sett passordet' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Gi Ola Byder et nytt passord?' })).getByRole('button', {
        name: 'Sett passordet',
      }),
    );
    const handover = await within(rep).findByRole('region', { name: 'Ola Byder har fått et nytt passord' });
    expect(handover).toHaveTextContent('Sommer2026');
    expect(handover).toHaveTextContent(
      'En representant kan ikke endre sitt eget passord: for å få et du har valgt selv, be bedriften din sette det',
    );
  });

  it('offers it to nobody an ADMIN may not change, nor to a one-time seller, who never logs in', async () => {
    const api = operatorApi();
    api.users.set(operatorIds.superAdmin, operatorUser('SUPER_ADMIN'));
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const superAdmin = await open(user, 'superadmin@demo.no', 'Sara Superadmin');
    expect(superAdmin).toHaveTextContent('Only a super administrator can change a super administrator.');
    expect(within(superAdmin).queryByRole('button')).not.toBeInTheDocument();

    const oneTime = await open(user, '+4748899000', 'Ola Hansen');
    expect(within(oneTime).queryByRole('button', { name: 'Give a new password' })).not.toBeInTheDocument();
    expect(
      within(oneTime).getByRole('button', { name: 'Change name, phone or address' }),
    ).toBeInTheDocument();
  });
});

describe(
  'the console corrects a user’s name, phone and address (PUT /users/as-admin, contract §4.6)',
  { timeout: 40000 },
  () => {
    it('sends the stored user with the changes, the e-mail kept', async () => {
      const api = operatorApi();
      const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
      const seller = await open(user, 'selger@demo.no', 'Siri Selger');
      await user.click(within(seller).getByRole('button', { name: 'Change name, phone or address' }));
      const phone = within(seller).getByLabelText(/^Phone/);
      expect(phone).toHaveValue('+4791234567');
      await user.clear(phone);
      await user.type(phone, '12');
      await user.click(within(seller).getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(phone).toHaveAccessibleDescription(/A Norwegian phone number has 8 digits/));
      expect(writesOf(api)).toEqual([]);

      await user.clear(phone);
      await user.type(phone, '913 00 000');
      const street = within(seller).getByLabelText(/^Street address/);
      await user.clear(street);
      await user.type(street, 'Kirkegata 5');
      await user.click(within(seller).getByRole('button', { name: 'Save details' }));
      expect(await within(seller).findByText('The details of Siri Selger are saved.')).toBeInTheDocument();
      expect(writesOf(api)).toEqual(['PUT /api/v1/users/as-admin']);
      expect(bodyOf(api, 'PUT')).toEqual({
        id: ids.seller,
        role: 'SELLER',
        name: 'Siri Selger',
        email: 'selger@demo.no',
        phoneNumber: '+4791300000',
        address: { streetAddress: 'Kirkegata 5', postalLocation: 'Oslo', postalCode: '0155' },
      });
      expect(await within(seller).findByText(/Kirkegata 5/)).toBeInTheDocument();
    });

    it('asks a company for its country too, and keeps its organisation as stored', async () => {
      const api = operatorApi();
      const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
      const company = await open(user, 'firma@demo.no', 'Kari Nordmann');
      await user.click(within(company).getByRole('button', { name: 'Change name, phone or address' }));
      const name = within(company).getByLabelText(/^Name/);
      await user.clear(name);
      await user.type(name, 'Kari Nordmann-Berg');
      expect(within(company).getByLabelText(/^Country/)).toBeInTheDocument();
      await user.click(within(company).getByRole('button', { name: 'Save details' }));
      await within(company).findByText('The details of Kari Nordmann-Berg are saved.');
      expect(bodyOf(api, 'PUT')).toMatchObject({
        id: ids.company,
        role: 'BUYER_COMPANY',
        name: 'Kari Nordmann-Berg',
        email: 'firma@demo.no',
        organisationName: 'Nordic Export AS',
      });
    });
  },
);

describe('the operators (GET /users/admins, contract §9)', { timeout: 40000 }, () => {
  it('are listed for a SUPER_ADMIN, not for an ADMIN', async () => {
    const admin = operatorApi({ role: 'ADMIN' });
    const first = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    await open(first.user, 'admin@demo.no', 'Admin Demo');
    expect(screen.queryByRole('heading', { name: 'Operators' })).not.toBeInTheDocument();
    expect(admin.requests.some((request) => request.path === '/api/v1/users/admins')).toBe(false);
    first.unmount();

    const api = operatorApi({ role: 'SUPER_ADMIN' });
    api.users.set(operatorIds.admin, operatorUser('ADMIN'));
    renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const list = await screen.findByRole('list', { name: 'Operators' });
    const operators = await within(list).findAllByRole('article');
    expect(operators.map((operator) => operator.getAttribute('aria-label'))).toEqual([
      'Admin Demo',
      'Sara Superadmin',
    ]);
    expect(within(operators[0] as HTMLElement).getByText('Administrator')).toBeInTheDocument();
    expect(
      within(operators[1] as HTMLElement).getByRole('link', { name: 'superadmin@demo.no' }),
    ).toHaveAttribute('href', 'mailto:superadmin@demo.no');
  });
});
