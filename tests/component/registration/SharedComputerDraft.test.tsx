import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { readDraft } from '../../../src/core/formDrafts';
import { leavePage } from '../../support/appUnderTest';
import { renderWithProviders } from '../../support/render';
import { SellerDialogHarness } from './dialogHarness';

type User = ReturnType<typeof renderWithProviders>['user'];

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  return screen.findByRole('dialog', { name: /^(Sell your car|Selg bilen din)$/ });
}

async function fill(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/^Name/), 'Siri Selger');
  await user.type(within(dialog).getByLabelText(/^Phone number/), '+47 912 34 567');
  await user.type(within(dialog).getByLabelText(/^Registration number/), 'AB12345');
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

describe('the quick submission on a shared computer (issue 37)', { timeout: 30000 }, () => {
  it('writes no draft, deletes the one kept, and has nothing to restore after a reload', async () => {
    const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const first = await openDialog(page.user);
    await fill(page.user, first);
    await leavePage(page);
    expect(await readDraft('quick-submission', null)).not.toBeNull();

    const again = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(again.user);
    await within(dialog).findByText(/A draft was restored/);
    await again.user.click(within(dialog).getByRole('checkbox', { name: /^This is a shared computer/ }));
    // The restored draft is gone from the browser; what is on screen stays on screen.
    await vi.waitFor(async () => expect(await readDraft('quick-submission', null)).toBeNull());
    expect(within(dialog).queryByText(/A draft was restored/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger');
    await again.user.type(within(dialog).getByLabelText(/^Kilometers/), '123456');
    await leavePage(again);

    expect(await readDraft('quick-submission', null)).toBeNull();
    expect({ ...sessionStorage }).toEqual({ sharedComputer: 'on' });
    expect({ ...localStorage }).toEqual({});

    const third = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const reopened = await openDialog(third.user);
    expect(within(reopened).getByRole('checkbox', { name: /^This is a shared computer/ })).toBeChecked();
    expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(reopened).queryByText(/A draft was restored/)).not.toBeInTheDocument();
  });

  it('offers it in Norwegian', async () => {
    await act(async () => {
      await i18n.changeLanguage('no');
    });
    const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openDialog(page.user);
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Dette er en delt datamaskin: ikke lagre noe i denne nettleseren',
      }),
    ).toHaveAccessibleDescription(/lagres det du skriver i et skjema som et utkast/);
  });
});
