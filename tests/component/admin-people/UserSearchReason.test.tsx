import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../src/features/admin/users/UsersScreen';
import { i18n } from '../../../src/i18n';
import { companyUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { operatorApi } from './operatorApi';

/** A second company whose organisation number shares its first eight digits with Venter Bil AS (912345678). */
function withNeighbour() {
  const api = operatorApi();
  const neighbour = companyUser({
    id: '99999999-9999-4999-8999-99999999999b',
    name: 'Nils Nabo',
    email: 'nabo@demo.no',
    phoneNumber: '+4733221100',
    organisationName: 'Nabo Motor AS',
    organisationNumber: '912345679',
  });
  api.users.set(neighbour.id, neighbour);
  return api;
}

async function search(term: string, label: RegExp) {
  const { user } = renderWithProviders(<UsersScreen />);
  await user.type(await screen.findByRole('searchbox', { name: label }), term);
  return within(await screen.findByRole('list', { name: /^(Users found|Brukere funnet)$/ }));
}

describe('the user search says why a user was found', () => {
  it('shows the organisation number a match came from, which the card does not otherwise show', async () => {
    withNeighbour();
    const found = await search('91234567', /^Name, e-mail or phone number/);
    expect(
      within(found.getByRole('article', { name: 'Vera Venter' })).getByText(
        'Found by its organisation number: 912345678',
      ),
    ).toBeInTheDocument();
    expect(
      within(found.getByRole('article', { name: 'Nils Nabo' })).getByText(
        'Found by its organisation number: 912345679',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the organisation number when the match is elsewhere', async () => {
    withNeighbour();
    // Both companies' names end in "AS": two cards, found by the name they show.
    const found = await search(' AS', /^Name, e-mail or phone number/);
    expect(found.getByRole('article', { name: 'Vera Venter' })).toHaveTextContent('Venter Bil AS');
    expect(found.getByRole('article', { name: 'Nils Nabo' })).toHaveTextContent('Nabo Motor AS');
    expect(found.queryByText(/Found by its organisation number/)).not.toBeInTheDocument();
  });

  it('says it in Norwegian', async () => {
    await i18n.changeLanguage('no');
    withNeighbour();
    const found = await search('91234567', /^Navn, e-post eller telefonnummer/);
    expect(found.getByText('Funnet på organisasjonsnummeret: 912345678')).toBeInTheDocument();
  });
});
