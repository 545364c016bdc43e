import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { readDraft } from '../../../src/core/formDrafts';
import { leavePage } from '../../support/appUnderTest';
import { renderWithProviders } from '../../support/render';
import { BuyerDialogHarness } from './dialogHarness';

type User = ReturnType<typeof renderWithProviders>['user'];

async function openDetails(user: User, name = 'Register as buyer') {
  await user.click(screen.getByRole('button', { name: 'open buyer' }));
  const dialog = await screen.findByRole('dialog', { name });
  await user.type(within(dialog).getByLabelText(/^E-(mail|post)/), 'kjoper@firma.no');
  await user.type(within(dialog).getByLabelText(/^Passord|^Password/), 'hemmelig1');
  await user.click(within(dialog).getByRole('button', { name: /^(Next|Neste)$/ }));
  return dialog;
}

describe('the buyer registration’s "I accept" (issue 37)', () => {
  it('links the terms of use and the privacy policy, each in a new tab', async () => {
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDetails(user);
    const terms = within(dialog).getByRole('link', { name: 'terms of use' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('links them in Norwegian too', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDetails(user, 'Registrer deg som kjøper');
    expect(within(dialog).getByRole('link', { name: 'vilkårene for bruk' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it('keeps no licence file and no acceptance in the draft, only what was typed', async () => {
    const page = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDetails(page.user);
    await page.user.type(within(dialog).getByLabelText(/^Organisation name/), 'Nordic Export AS');
    await page.user.upload(within(dialog).getByLabelText(/^Organisation licence/), [
      new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }),
    ]);
    await page.user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await leavePage(page);

    const details = await readDraft('buyer-registration-details', null);
    expect(details?.values).toMatchObject({ organisationName: 'Nordic Export AS' });
    expect(details?.values).not.toHaveProperty('licences');
    expect(details?.values).not.toHaveProperty('terms');
    const account = await readDraft('buyer-registration-account', null);
    expect(account?.values).toEqual({ email: 'kjoper@firma.no' });
  });
});
