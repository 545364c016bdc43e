import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../support/render';
import { SellerDialogHarness } from './dialogHarness';
import { scaled } from '../../support/waitScale';

/** Issue 30: a plausible phone number only, said wrong in the user's language, sent in one form. */

type User = ReturnType<typeof renderWithProviders>['user'];

/** Records every one-time seller the dialog creates. */
function recordOwners() {
  const owners: unknown[] = [];
  server.use(
    http.get('/api/v1/cars/exists', () => HttpResponse.json(false)),
    http.post('/api/v1/users/register-one-time-seller', async ({ request }) => {
      owners.push(await request.json());
      return HttpResponse.json({ userId: '77777777-7777-4777-8777-777777777777', name: 'Siri' });
    }),
    http.post('/api/v1/cars/add-simplified', () => new HttpResponse(null, { status: 200 })),
  );
  return owners;
}

interface QuickLabels {
  dialog: string;
  name: RegExp;
  phone: RegExp;
  registration: RegExp;
  kilometers: RegExp;
  send: string;
}

async function fillQuick(user: User, phone: string, labels: QuickLabels) {
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  const dialog = await screen.findByRole('dialog', { name: labels.dialog });
  await user.type(within(dialog).getByLabelText(labels.name), 'Siri Selger');
  await user.type(within(dialog).getByLabelText(labels.phone), phone);
  await user.type(within(dialog).getByLabelText(labels.registration), 'AB12345');
  await user.type(within(dialog).getByLabelText(labels.kilometers), '1000');
  await user.click(within(dialog).getByRole('button', { name: labels.send }));
  return dialog;
}

const ENGLISH: QuickLabels = {
  dialog: 'Sell your car',
  name: /^Name/,
  phone: /^Phone number/,
  registration: /^Registration number/,
  kilometers: /^Kilometers/,
  send: 'Send application',
};
const NORWEGIAN: QuickLabels = {
  dialog: 'Selg bilen din',
  name: /^Navn/,
  phone: /^Telefonnummer/,
  registration: /^Registreringsnummer/,
  kilometers: /^Kilometerstand/,
  send: 'Send søknad',
};

describe('phone numbers in the quick submission and the registrations', { timeout: scaled(20000) }, () => {
  it('refuses "123" in the quick submission, saying a Norwegian number has 8 digits, and creates no seller', async () => {
    const owners = recordOwners();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await fillQuick(user, '123', ENGLISH);
    expect(within(dialog).getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      'A Norwegian phone number has 8 digits (for example 912 34 567)',
    );
    expect(owners).toEqual([]);
  });

  it('says it in Norwegian too', async () => {
    await i18n.changeLanguage('no');
    const owners = recordOwners();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await fillQuick(user, '+46 12', NORWEGIAN);
    expect(within(dialog).getByLabelText(/^Telefonnummer/)).toHaveAccessibleDescription(
      'Et utenlandsk nummer: + og landskoden, så nummeret (for eksempel +46 70 123 45 67)',
    );
    expect(owners).toEqual([]);
  });

  it('sends a Norwegian number written with spaces as +47 and its 8 digits', async () => {
    const owners = recordOwners();
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await fillQuick(user, '912 34 567', ENGLISH);
    expect(await within(dialog).findByRole('heading', { name: 'Application was sent!' })).toBeInTheDocument();
    expect(owners).toEqual([{ name: 'Siri Selger', phoneNumber: '+4791234567' }]);
  });

  it('refuses letters in the seller registration and sends a number from abroad with its country code', async () => {
    let body: unknown;
    server.use(
      http.post('/api/v1/users/register-seller', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ userId: '99999999-9999-4999-8999-999999999999', name: 'Siri Selger' });
      }),
    );
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const toggle = await screen.findByRole('button', { name: /Register as seller/ });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the seller card has no panel');
    await user.type(await within(panel).findByLabelText(/^E-mail/), 'ny@selger.no');
    await user.type(within(panel).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.type(within(panel).getByLabelText(/^Name/), 'Siri Selger');
    const phone = within(panel).getByLabelText(/^Phone number/);
    await user.type(phone, 'ring meg');
    await user.type(within(panel).getByLabelText(/^Street address/), 'Storgata 1');
    await user.type(within(panel).getByLabelText(/^Postal location/), 'Oslo');
    await user.type(within(panel).getByLabelText(/^Postal code/), '0155');
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    expect(phone).toHaveAccessibleDescription('Digits only, with spaces and + before the country code');
    expect(body).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, '+46 70 123 45 67');
    await user.click(within(panel).getByRole('button', { name: 'Register' }));
    expect(
      await within(panel).findByRole('heading', { name: 'User is succesfully registered!' }),
    ).toBeInTheDocument();
    expect(body).toMatchObject({ phoneNumber: '+46701234567' });
  });
});
