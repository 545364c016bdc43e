import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CompanyProfile } from '../../../src/features/profile/company/CompanyProfile';
import { userSchema } from '../../../src/api/users';
import { signIn } from '../../support/appUnderTest';
import { companyUser, ids } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { companyApi } from './companyApi';

const renderCompany = () => renderWithProviders(<CompanyProfile user={userSchema.parse(companyUser())} />);
/** The company opens Ola Byder's row and types a new name, not yet saved. */
async function renameOla() {
  const { user } = renderCompany();
  const ola = await screen.findByRole('article', { name: 'Ola Byder' });
  await user.click(within(ola).getByRole('button', { name: 'Edit' }));
  const name = within(ola).getByLabelText(/^Name/);
  await user.clear(name);
  await user.type(name, 'Ola Nordbyder');
  return { user, ola };
}
const puts = (api: ReturnType<typeof companyApi>) => api.requests.filter(({ method }) => method === 'PUT');

beforeEach(() => {
  signIn(makeToken({ sub: 'firma@demo.no' }), ids.company);
});

describe('a company’s edit of a representative changed elsewhere (contract §14.13)', () => {
  it('keeps the phone number changed elsewhere and sends the name changed here', async () => {
    const api = companyApi();
    const { user, ola } = await renameOla();
    // Another tab of the company changes the phone number meanwhile.
    api.representatives = api.representatives.map((rep) => ({ ...rep, phoneNumber: '+4791112222' }));
    await user.click(within(ola).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ name: 'Ola Nordbyder', phoneNumber: '+4791112222' });
  });

  it('asks which name to keep when both changed it, and sends the pick', async () => {
    const api = companyApi();
    const { user, ola } = await renameOla();
    api.representatives = api.representatives.map((rep) => ({ ...rep, name: 'Ola B. Byder' }));
    await user.click(within(ola).getByRole('button', { name: 'Save' }));

    const choice = await within(ola).findByRole('group', { name: 'Name' });
    expect(choice).toHaveTextContent(
      'Name was changed from Ola Byder to Ola B. Byder elsewhere while you were editing.',
    );
    expect(puts(api)).toHaveLength(0);
    await user.click(within(choice).getByRole('button', { name: 'Keep Ola B. Byder' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ name: 'Ola B. Byder' });
  });
});
