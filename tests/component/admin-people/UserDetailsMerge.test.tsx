import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../src/features/admin/users/UsersScreen';
import { ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi, writesOf } from './operatorApi';

type User = ReturnType<typeof renderWithProviders>['user'];

async function openSeller(user: User) {
  const field = await screen.findByRole('searchbox', { name: /^Name, e-mail or phone number/ });
  await user.type(field, 'selger@demo.no');
  const seller = await screen.findByRole('article', { name: 'Siri Selger' });
  await user.click(within(seller).getByRole('button', { name: 'Change name, phone or address' }));
  return seller;
}

/** The seller changes their own profile while the operator's form is open. */
function changeElsewhere(api: ReturnType<typeof operatorApi>, changes: Record<string, unknown>) {
  api.users.set(ids.seller, { ...api.users.get(ids.seller), ...changes });
}

const putOf = (api: ReturnType<typeof operatorApi>) =>
  api.requests.find((request) => request.method === 'PUT')?.body;

describe('the operator’s edit of a user changed elsewhere (contract §14.13)', { timeout: 40000 }, () => {
  it('keeps the phone number the seller changed and sends the street changed here', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const seller = await openSeller(user);
    const street = within(seller).getByLabelText(/^Street address/);
    await user.clear(street);
    await user.type(street, 'Kirkegata 5');
    changeElsewhere(api, { phoneNumber: '+4790011223' });
    await user.click(within(seller).getByRole('button', { name: 'Save details' }));

    expect(await within(seller).findByText('The details of Siri Selger are saved.')).toBeInTheDocument();
    expect(putOf(api)).toMatchObject({
      phoneNumber: '+4790011223',
      address: { streetAddress: 'Kirkegata 5', postalLocation: 'Oslo', postalCode: '0155' },
    });
  });

  it('asks which name to keep when both changed it, and sends the pick', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const seller = await openSeller(user);
    const name = within(seller).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Siri Selgerud');
    changeElsewhere(api, { name: 'Siri Selgersen' });
    await user.click(within(seller).getByRole('button', { name: 'Save details' }));

    const choice = await within(seller).findByRole('group', { name: 'Name' });
    expect(choice).toHaveTextContent(
      'Name was changed from Siri Selger to Siri Selgersen elsewhere while you were editing.',
    );
    expect(writesOf(api)).toEqual([]);
    await user.click(within(choice).getByRole('button', { name: 'Use Siri Selgerud' }));
    await waitFor(() => expect(writesOf(api)).toEqual(['PUT /api/v1/users/as-admin']));
    expect(putOf(api)).toMatchObject({ name: 'Siri Selgerud' });
  });

  it('changes the e-mail over the user as read now, not as listed', async () => {
    const api = operatorApi();
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const field = await screen.findByRole('searchbox', { name: /^Name, e-mail or phone number/ });
    await user.type(field, 'selger@demo.no');
    const seller = await screen.findByRole('article', { name: 'Siri Selger' });
    changeElsewhere(api, { phoneNumber: '+4790011223' });
    await user.click(within(seller).getByRole('button', { name: 'Change e-mail' }));
    await user.type(within(seller).getByLabelText(/^New e-mail/), 'siri@demo.no');
    await user.click(within(seller).getByRole('button', { name: 'Change e-mail' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change and log out' }),
    );
    await waitFor(() => expect(writesOf(api)).toEqual(['PUT /api/v1/users/as-admin']));
    expect(putOf(api)).toMatchObject({ email: 'siri@demo.no', phoneNumber: '+4790011223' });
  });
});

describe('the operator’s edit of a seller abroad (contract §4.6: production keeps no country for a seller)', () => {
  it('shows the country from the postal location and sends it back there with the new street', async () => {
    const api = operatorApi();
    changeElsewhere(api, {
      address: {
        streetAddress: 'Drottninggatan 1',
        postalLocation: 'Stockholm, Sverige',
        postalCode: '114 55',
      },
    });
    const { user } = renderWithProviders(<UsersScreen />, { userOptions: { delay: null } });
    const seller = await openSeller(user);
    expect(within(seller).getByLabelText(/^Country/)).toHaveValue('Sverige');
    expect(within(seller).getByLabelText(/^Postal location/)).toHaveValue('Stockholm');
    const street = within(seller).getByLabelText(/^Street address/);
    await user.clear(street);
    await user.type(street, 'Drottninggatan 2');
    await user.click(within(seller).getByRole('button', { name: 'Save details' }));

    expect(await within(seller).findByText('The details of Siri Selger are saved.')).toBeInTheDocument();
    expect((putOf(api) as { address: unknown }).address).toEqual({
      streetAddress: 'Drottninggatan 2',
      postalLocation: 'Stockholm, Sverige',
      postalCode: '114 55',
    });
  });
});
