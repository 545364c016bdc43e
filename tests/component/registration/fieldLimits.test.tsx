import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { jsonPartOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { BuyerDialogHarness, SellerDialogHarness } from './dialogHarness';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Every call the forms could make, recorded: a refusal before sending makes none. */
function record() {
  const calls: string[] = [];
  const buyers: unknown[] = [];
  const sellers: unknown[] = [];
  server.use(
    http.get('/api/v1/cars/exists', () => {
      calls.push('exists');
      return HttpResponse.json(false);
    }),
    http.post('/api/v1/users/register-one-time-seller', () => {
      calls.push('one-time seller');
      return HttpResponse.json({ userId: '77777777-7777-4777-8777-777777777777', name: 'x' });
    }),
    http.post('/api/v1/cars/add-simplified', () => {
      calls.push('car');
      return new HttpResponse(null, { status: 200 });
    }),
    http.post('/api/v1/users/register-seller', async ({ request }) => {
      calls.push('seller');
      sellers.push(await request.json());
      return HttpResponse.json({ userId: '99999999-9999-4999-8999-999999999999', name: 'x' });
    }),
    http.post('/api/v1/users/register-buyer', async ({ request }) => {
      buyers.push(await jsonPartOf(await request.formData(), 'buyerData'));
      return HttpResponse.json({ userId: '88888888-8888-4888-8888-888888888888', name: 'x' });
    }),
  );
  return { calls, buyers, sellers };
}

withNodeMultipart();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

describe('the quick submission: limits a real car and a real name have', { timeout: 30000 }, () => {
  async function submit(user: User, { name = 'Siri Selger', reg = 'AB12345', km = '123456', no = false }) {
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    const dialog = await screen.findByRole('dialog', { name: no ? 'Selg bilen din' : 'Sell your car' });
    await user.click(within(dialog).getByLabelText(no ? /^Navn/ : /^Name/));
    await user.paste(name);
    await user.type(within(dialog).getByLabelText(no ? /^Telefonnummer/ : /^Phone number/), '91234567');
    await user.type(within(dialog).getByLabelText(no ? /^Registreringsnummer/ : /^Registration number/), reg);
    await user.type(within(dialog).getByLabelText(no ? /^Kilometerstand/ : /^Kilometers/), km);
    await user.click(within(dialog).getByRole('button', { name: no ? 'Send søknad' : 'Send application' }));
    return dialog;
  }

  it('refuses "<b>AB</b>123" and a 2,000-character name before anything is sent', async () => {
    const { calls } = record();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await submit(user, { name: 'A'.repeat(2000), reg: '<b>AB</b>123', km: '3000000' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'Too long: at most 100 characters',
    );
    expect(within(dialog).getByLabelText(/^Registration number/)).toHaveAccessibleDescription(
      /Letters and digits only, 2 to 8 of them/,
    );
    expect(within(dialog).getByLabelText(/^Kilometers/)).toHaveAccessibleDescription(
      /Enter a number from 0 to 2,000,000/,
    );
    // Nothing typed is cut.
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('A'.repeat(2000));
    expect(calls).toEqual([]);
  });

  it('says the registration number’s form before sending, and refuses a name with digits or markup', async () => {
    const { calls } = record();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await submit(user, { name: '<script>Siri</script>' });
    expect(within(dialog).getByLabelText(/^Registration number/)).toHaveAccessibleDescription(
      'Letters and digits, as on the plate (for example AB 12345)',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'Letters only, with spaces, hyphens, apostrophes or full stops between them',
    );
    expect(calls).toEqual([]);
  });

  it('sends a real name and plate: Ådne Ø’Brien-Sæther, "ab 12 345"', async () => {
    const { calls } = record();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await submit(user, { name: 'Ådne Ø’Brien-Sæther', reg: 'ab 12 345' });
    expect(await within(dialog).findByText('Application was sent!')).toBeInTheDocument();
    expect(calls).toEqual(['exists', 'one-time seller', 'car']);
  });

  it('says it in Norwegian', async () => {
    await i18n.changeLanguage('no');
    const { calls } = record();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await submit(user, { name: 'A'.repeat(101), reg: '<b>AB</b>123', no: true });
    expect(within(dialog).getByLabelText(/^Navn/)).toHaveAccessibleDescription('For langt: høyst 100 tegn');
    expect(within(dialog).getByLabelText(/^Registreringsnummer/)).toHaveAccessibleDescription(
      /Bare bokstaver og sifre, 2 til 8 av dem/,
    );
    expect(calls).toEqual([]);
  });
});

describe('postal codes: told by the country, never stripped', { timeout: 40000 }, () => {
  async function registerCompany(
    user: User,
    {
      postalCode,
      country,
      organisationNumber = '987654321',
    }: { postalCode: string; country: string; organisationNumber?: string },
  ) {
    await user.click(screen.getByRole('button', { name: 'open buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register as buyer' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'buyer@company.co.uk');
    await user.type(within(dialog).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const type = (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
    await type(/^Name/, 'Jane Smith');
    await type(/^Phone number/, '+44 20 7946 0958');
    await type(/^Organisation name/, 'Thames Motors Ltd');
    await type(/^Organisation number/, organisationNumber);
    await type(/^Street address/, '10 Downing Street');
    await type(/^Postal location/, 'London');
    await type(/^Postal code/, postalCode);
    await type(/^Country/, country);
    await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [
      new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    return dialog;
  }

  it('a UK company’s postal code keeps its letters and is sent as typed, the field saying how', async () => {
    const { buyers } = record();
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await registerCompany(user, {
      postalCode: 'SW1A 2AA',
      country: 'United Kingdom',
      organisationNumber: '01234567',
    });
    expect(await within(dialog).findByText('User is succesfully registered!')).toBeInTheDocument();
    expect(buyers).toEqual([
      expect.objectContaining({
        organisationNumber: '01234567',
        organisationAddress: {
          streetAddress: '10 Downing Street',
          postalLocation: 'London',
          postalCode: 'SW1A 2AA',
          country: 'United Kingdom',
        },
      }),
    ]);
  });

  it('a Norwegian company’s postal code with letters is told, not stripped, and nothing is sent', async () => {
    const { buyers } = record();
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await registerCompany(user, {
      postalCode: '30a15',
      country: 'Norge',
      organisationNumber: '12345',
    });
    const postalCode = within(dialog).getByLabelText(/^Postal code/);
    expect(postalCode).toHaveValue('30a15');
    expect(postalCode).toHaveAccessibleDescription(
      /A Norwegian postal code has 4 digits \(for example 0150\)/,
    );
    expect(within(dialog).getByLabelText(/^Organisation number/)).toHaveAccessibleDescription(
      /A Norwegian organisation number has 9 digits/,
    );
    expect(buyers).toEqual([]);
  });

  it('says before sending, in the company’s field, that an address abroad may have letters (Norwegian)', async () => {
    await i18n.changeLanguage('no');
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    await user.click(screen.getByRole('button', { name: 'open buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrer deg som kjøper' });
    await user.type(within(dialog).getByLabelText(/^E-post/), 'kjoper@firma.no');
    await user.type(within(dialog).getByLabelText(/^Passord/), 'hemmelig1');
    await user.click(within(dialog).getByRole('button', { name: 'Neste' }));
    expect(within(dialog).getByLabelText(/^Postnummer/)).toHaveAccessibleDescription(
      '4 sifre i Norge; i utlandet slik landet skriver det, også bokstaver (SW1A 1AA)',
    );
  });

  async function registerSeller(
    user: User,
    { postalCode, country }: { postalCode: string; country: string },
  ) {
    const toggle = await screen.findByRole('button', { name: /Register as seller/ });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.type(await within(panel).findByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.type(within(panel).getByLabelText(/^Name/), 'Siri Selger');
    await user.type(within(panel).getByLabelText(/^Phone number/), '+46 70 123 45 67');
    await user.type(within(panel).getByLabelText(/^Street address/), 'Storgata 1');
    await user.type(within(panel).getByLabelText(/^Postal location/), country ? 'Stockholm' : 'Oslo');
    await user.type(within(panel).getByLabelText(/^Postal code/), postalCode);
    if (country) await user.type(within(panel).getByLabelText(/^Country/), country);
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    return panel;
  }

  it('a seller’s postal code with letters and no country (Norway) is told and kept', async () => {
    const { calls } = record();
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const panel = await registerSeller(user, { postalCode: '01a55', country: '' });
    expect(within(panel).getByLabelText(/^Postal code/)).toHaveValue('01a55');
    expect(within(panel).getByLabelText(/^Postal code/)).toHaveAccessibleDescription(
      'A Norwegian postal code has 4 digits (for example 0150)',
    );
    expect(within(panel).getByLabelText(/^Country/)).toHaveAccessibleDescription(
      'Leave it empty for an address in Norway.',
    );
    expect(calls).toEqual([]);
  });

  it('a seller in Sweden: "114 55" is taken, and the country travels in the postal location production keeps', async () => {
    const { sellers } = record();
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const panel = await registerSeller(user, { postalCode: '114 55', country: 'Sverige' });
    expect(await within(panel).findByText('User is succesfully registered!')).toBeInTheDocument();
    expect(sellers).toEqual([
      expect.objectContaining({
        phoneNumber: '+46701234567',
        address: { streetAddress: 'Storgata 1', postalLocation: 'Stockholm, Sverige', postalCode: '114 55' },
      }),
    ]);
  });
});
