import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyProfile } from '../../../src/features/profile/company/CompanyProfile';
import { userSchema } from '../../../src/api/users';
import { i18n } from '../../../src/i18n';
import { useOwnUser } from '../../../src/product/useOwnUser';
import { signIn } from '../../support/appUnderTest';
import { server } from '../../msw/server';
import { companyUser, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { companyApi, jsonError } from './companyApi';

type CompanyOverrides = Parameters<typeof companyUser>[0];

function renderCompany(overrides: CompanyOverrides = {}) {
  // The fixture is server-shaped; the profile page hands the component the parsed user.
  return renderWithProviders(<CompanyProfile user={userSchema.parse(companyUser(overrides))} />);
}

const row = (name: string) => screen.findByRole('article', { name });
const addButton = () => screen.getByRole('button', { name: 'Add representative' });

beforeEach(() => {
  signIn(makeToken({ sub: 'firma@demo.no' }), ids.company);
});

/** The profile page's way: the company as its own user's query says. */
function OwnCompany() {
  const user = useOwnUser();
  return user.data ? <CompanyProfile user={user.data} /> : null;
}

describe('CompanyProfile: approval state', () => {
  it('lets an approved company add representatives, with no notice', async () => {
    companyApi();
    renderCompany();
    await row('Ola Byder');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText(/not yet approved/)).not.toBeInTheDocument();
  });

  it('tells a company awaiting approval why it cannot add, and lifts that once the server says approved', async () => {
    companyApi({ accountLocked: true });
    const { queryClient } = renderWithProviders(<OwnCompany />);
    const notice = await screen.findByText(
      'Your account is not yet approved, so new representatives cannot be added.',
    );
    expect(notice).toBeVisible();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(
      'Your account is not yet approved, so new representatives cannot be added.',
    );

    server.use(http.get(`/api/v1/users/${ids.company}`, () => HttpResponse.json(companyUser())));
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(addButton()).toBeEnabled());
    // The spec's session key follows the server's answer (spec §3), written, never read back.
    expect(sessionStorage.getItem('isAccountLocked')).toBe('false');
    expect(screen.queryByText(/not yet approved/)).not.toBeInTheDocument();
  });
});

describe('CompanyProfile: loading the representatives', () => {
  it("uses the spec's call when the server has it", async () => {
    const api = companyApi({ routeMissing: false, userHasRepresentatives: false });
    renderCompany({ representatives: null });
    expect(await row('Ola Byder')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([
      `/api/v1/users/buyers/${ids.company}/representatives`,
    ]);
  });

  it("falls back to the company's own user when the call fails (production answers 403)", async () => {
    const api = companyApi();
    renderCompany();
    const ola = await row('Ola Byder');
    expect(within(ola).getByText('rep1@demo.no')).toBeInTheDocument();
    expect(within(ola).getByText('+4799887766')).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toContain(
      `/api/v1/users/buyers/${ids.company}/representatives`,
    );
    expect(screen.queryByText(/Could not get representatives/)).not.toBeInTheDocument();
  });

  it('says it could not get the representatives when both ways fail, and tries again', async () => {
    const api = companyApi({ userHasRepresentatives: false });
    const { user } = renderCompany({ representatives: null });
    expect(await screen.findByText('Could not get representatives, try again or contact us')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    server.use(
      http.get('/api/v1/users/buyers/:id/representatives', () => HttpResponse.json(api.representatives)),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Ola Byder')).toBeInTheDocument();
    expect(screen.queryByText(/Could not get representatives/)).not.toBeInTheDocument();
  });

  it('says so in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    companyApi({ userHasRepresentatives: false });
    server.use(http.get('/api/v1/users/:id', () => new HttpResponse(null, { status: 403 })));
    renderCompany({ representatives: null });
    expect(
      await screen.findByText('Kunne ikke hente representanter. Prøv igjen eller kontakt oss.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
  });
});

describe('CompanyProfile: adding a representative', () => {
  it('registers the representative for this company and shows it from the server', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    await row('Ola Byder');
    await user.click(addButton());
    const dialog = screen.getByRole('dialog', { name: 'Add representative' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kari Byder');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '+4790000000');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'kari@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(dialog).getByRole('button', { name: 'Add representative' }));

    expect(await row('Kari Byder')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add representative' })).not.toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Kari Byder',
      phoneNumber: '+4790000000',
      email: 'kari@demo.no',
      password: 'hemmelig1',
      buyerCompanyId: ids.company,
    });
  });

  it('checks the password length before sending', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    await row('Ola Byder');
    await user.click(addButton());
    const dialog = screen.getByRole('dialog', { name: 'Add representative' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kari Byder');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '+4790000000');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'kari@demo.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'kort');
    await user.click(within(dialog).getByRole('button', { name: 'Add representative' }));
    expect(within(dialog).getByText('Password must be at leat 8 symbols long')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it.each([
    [
      'an e-mail that already exists',
      jsonError(409, 'User with this email already exists'),
      'User with this email already exists',
    ],
    [
      'a locked company (403, empty body)',
      new HttpResponse(null, { status: 403 }),
      'An error occurred. Try refreshing the page',
    ],
  ])(
    'shows the refusal for %s in the dialog and keeps the list as it is',
    async (_case, response, message) => {
      const api = companyApi();
      server.use(http.post('/api/v1/users/register-representative', () => response.clone()));
      const { user } = renderCompany();
      await row('Ola Byder');
      await user.click(addButton());
      const dialog = screen.getByRole('dialog', { name: 'Add representative' });
      await user.type(within(dialog).getByLabelText(/^Name/), 'Ola Kopi');
      await user.type(within(dialog).getByLabelText(/^Phone number/), '+4790000000');
      await user.type(within(dialog).getByLabelText(/^E-mail/), 'rep1@demo.no');
      await user.type(within(dialog).getByLabelText(/^Password/), 'hemmelig1');
      await user.click(within(dialog).getByRole('button', { name: 'Add representative' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('dialog', { name: 'Add representative' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(api.representatives).toHaveLength(1);
    },
  );
});

describe('CompanyProfile: editing, resetting and deleting a representative', () => {
  it('saves name and phone with the e-mail unchanged', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Edit' }));
    expect(within(ola).getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    const name = within(ola).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ola Nordbyder');
    await user.click(within(ola).getByRole('button', { name: 'Save' }));

    expect(await row('Ola Nordbyder')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      role: 'BUYER_REPRESENTATIVE',
      id: ids.rep1,
      name: 'Ola Nordbyder',
      phoneNumber: '+4799887766',
      email: 'rep1@demo.no',
    });
  });

  it('reset reverts the row without sending anything', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Edit' }));
    const phone = within(ola).getByLabelText(/^Phone number/);
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(within(ola).getByRole('button', { name: 'Reset' }));

    expect(within(ola).getByText('+4799887766')).toBeInTheDocument();
    expect(within(ola).queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    await user.click(within(ola).getByRole('button', { name: 'Edit' }));
    expect(within(ola).getByLabelText(/^Phone number/)).toHaveValue('+4799887766');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a failed save in the row and keeps the edits', async () => {
    companyApi();
    server.use(
      http.put('/api/v1/users', () => jsonError(400, 'Validation error(s): Phone number cannot be blank; ')),
    );
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Edit' }));
    const name = within(ola).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ola Ny');
    await user.click(within(ola).getByRole('button', { name: 'Save' }));
    expect(await within(ola).findByRole('alert')).toHaveTextContent(
      'The server did not accept the details: Phone number is required',
    );
    expect(within(ola).getByLabelText(/^Name/)).toHaveValue('Ola Ny');
  });

  it('deletes after the confirmation and shows the list from the server', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete representative' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this user? All information will be lost.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You have no representatives yet.')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `/api/v1/users/${ids.rep1}`,
    );
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ola Byder' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('shows a failed delete in the row and keeps the representative', async () => {
    companyApi();
    server.use(http.delete('/api/v1/users/:id', () => new HttpResponse(null, { status: 403 })));
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(ola).findByRole('alert')).toHaveTextContent(
      'An error occurred. Try refreshing the page',
    );
    expect(screen.getByRole('article', { name: 'Ola Byder' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe("CompanyProfile: a representative's password", () => {
  it('checks the length, then changes it for that representative', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password for Ola Byder' });
    const field = within(dialog).getByLabelText(/^New password/);
    await user.type(field, 'kort');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Password must be at leat 8 symbols long')).toBeInTheDocument();
    expect(api.requests.some((request) => request.path.endsWith('/update-password'))).toBe(false);

    await user.type(field, 'ereLang');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password was succesfully changed!')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/update-password'))).toEqual({
      method: 'PUT',
      path: `/api/v1/users/${ids.rep1}/update-password`,
      body: { password: 'kortereLang' },
    });
    // What the operator's console gives too: the password once, the words to pass on, open logins.
    const handover = within(dialog).getByRole('region', { name: 'Ola Byder has a new password' });
    expect(within(handover).getByLabelText('New password')).toHaveTextContent('kortereLang');
    expect(handover).toHaveTextContent(/A representative cannot change its own password/);
    expect(handover).toHaveTextContent('Logins already open stay open.');
    await user.click(within(handover).getByRole('button', { name: 'Hide the password' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suggests a password, as the operator’s console does', async () => {
    const api = companyApi();
    const { user } = renderCompany();
    const ola = await row('Ola Byder');
    await user.click(within(ola).getByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password for Ola Byder' });
    await user.click(within(dialog).getByRole('button', { name: 'Suggest a password' }));
    const suggested = within(dialog).getByLabelText<HTMLInputElement>(/^New password/).value;
    expect(suggested.length).toBeGreaterThanOrEqual(8);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const handover = await within(dialog).findByRole('region', { name: 'Ola Byder has a new password' });
    expect(within(handover).getByLabelText('New password')).toHaveTextContent(suggested);
    expect(api.requests.find((request) => request.path.endsWith('/update-password'))?.body).toEqual({
      password: suggested,
    });
  });
});

describe("CompanyProfile: the company's own details", () => {
  it('edits name, phone and address; e-mail and organisation stay read-only; the cache gets the answer', async () => {
    const api = companyApi();
    const { user, queryClient } = renderCompany();
    await row('Ola Byder');
    await user.click(screen.getByRole('button', { name: 'Change data' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Organisation name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Organisation number/)).toHaveAttribute('readonly');
    const postalCode = screen.getByLabelText(/^Postal code/);
    await user.clear(postalCode);
    // A Swedish postal code, as Sweden writes it: kept as typed (spec §5, §11).
    await user.type(postalCode, '302 16');
    const country = screen.getByLabelText(/^Country/);
    await user.clear(country);
    await user.type(country, 'Sverige');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      role: 'BUYER_COMPANY',
      id: ids.company,
      name: 'Kari Nordmann',
      phoneNumber: '+4722334455',
      email: 'firma@demo.no',
      organisationName: 'Nordic Export AS',
      organisationNumber: '987654321',
      address: {
        streetAddress: 'Havnegata 2',
        postalLocation: 'Drammen',
        postalCode: '302 16',
        country: 'Sverige',
      },
    });
    expect(queryClient.getQueryData(['users', ids.company])).toMatchObject({
      address: { postalCode: '302 16', country: 'Sverige' },
    });
  });
});
