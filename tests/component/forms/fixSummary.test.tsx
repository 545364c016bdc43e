import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/i18n';
import { renderWithProviders } from '../../support/render';
import { SellerDialogHarness } from '../registration/dialogHarness';

// The quick submission stands for every form: the summary is ui/form's, not the dialog's.
const texts = {
  en: {
    open: 'Sell your car',
    send: 'Send application',
    summary: 'Some fields need your attention',
    name: /^Name/,
    phone: /^Phone number/,
    links: [
      'Name: This field is required',
      'Phone number: This field is required',
      'Registration number: This field is required',
      'Kilometers: This field is required',
    ],
  },
  no: {
    open: 'Selg bilen din',
    send: 'Send søknad',
    summary: 'Noen felt må rettes',
    name: /^Navn/,
    phone: /^Telefonnummer/,
    links: [
      'Navn: Dette feltet er påkrevd',
      'Telefonnummer: Dette feltet er påkrevd',
      'Registreringsnummer: Dette feltet er påkrevd',
      'Kilometerstand: Dette feltet er påkrevd',
    ],
  },
} as const;

describe('a refused send names the fields to fix, each a link to its field', () => {
  it.each(['en', 'no'] as const)('%s', async (language) => {
    await i18n.changeLanguage(language);
    const said = texts[language];
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    const dialog = await screen.findByRole('dialog', { name: said.open });
    expect(within(dialog).queryByRole('region', { name: said.summary })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: said.send }));
    const summary = within(dialog).getByRole('region', { name: said.summary });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(said.links);
    expect(within(dialog).getByLabelText(said.name)).toHaveFocus();

    await user.click(within(summary).getByRole('link', { name: said.links[1] }));
    const phone = within(dialog).getByLabelText(said.phone);
    expect(phone).toHaveFocus();

    // A field fixed leaves the list as its message leaves the field.
    await user.type(phone, '912 34 567');
    expect(within(summary).queryByRole('link', { name: said.links[1] })).not.toBeInTheDocument();
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
  });
});
