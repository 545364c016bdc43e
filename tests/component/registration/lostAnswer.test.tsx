import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS } from '../../../src/config';
import { readDraft } from '../../../src/core/formDrafts';
import { RegisterPage } from '../../../src/features/registration/RegisterPage';
import { draftKeys } from '../../../src/product/draftKeys';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { leavePage } from '../../support/appUnderTest';
import { withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { BuyerDialogHarness, SellerDialogHarness } from './dialogHarness';

/**
 * A send whose answer was lost ends as a success, never as "taken" (contract §14.7): a
 * registration asks the public login with what was just typed; a quick submission asks the
 * one-time seller it was sent with for its cars.
 */

type User = ReturnType<typeof renderWithProviders>['user'];

const SELLER_ID = '99999999-9999-4999-8999-999999999999';
const OWNER_ID = '77777777-7777-4777-8777-777777777777';
const TIMESTAMP = '2025-06-01T17:52:10';

const jsonError = (statusCode: number, message: string) =>
  HttpResponse.json({ statusCode, message, timestamp: TIMESTAMP }, { status: statusCode });
const EMAIL_TAKEN = () => jsonError(409, 'User with this email already exists');

/** The public login (contract §1.1): `role` when the e-mail and password are an account's, else 401. */
function login(role: string | null) {
  const asked: unknown[] = [];
  server.use(
    http.post('/api/v1/users/login', async ({ request }) => {
      asked.push(await request.json());
      if (role === null) return jsonError(401, 'Invalid credentials. Please check email or password.');
      return HttpResponse.json({ token: 'x.y.z', userId: SELLER_ID, role });
    }),
  );
  return asked;
}

async function registerSeller(user: User, { language = 'en', beforeLastField = () => {} } = {}) {
  const en = language === 'en';
  const toggle = await screen.findByRole('button', {
    name: en ? /Register as seller/ : /Registrer deg som selger/,
  });
  await user.click(toggle);
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the seller card has no panel');
  await user.type(await within(panel).findByLabelText(en ? /^E-mail/ : /^E-post/), 'ny@selger.no');
  await user.type(within(panel).getByLabelText(en ? /^Password/ : /^Passord/), 'hemmelig1');
  await user.click(within(panel).getByRole('button', { name: en ? 'Next' : 'Neste' }));
  const type = (label: RegExp, text: string) => user.type(within(panel).getByLabelText(label), text);
  await type(en ? /^Name/ : /^Navn/, 'Siri Selger');
  await type(en ? /^Phone number/ : /^Telefonnummer/, '91234567');
  await type(en ? /^Street address/ : /^Gateadresse/, 'Storgata 1');
  await type(en ? /^Postal location/ : /^Poststed/, 'Oslo');
  beforeLastField();
  await type(en ? /^Postal code/ : /^Postnummer/, '0155');
  await user.click(within(panel).getByRole('button', { name: en ? 'Register' : 'Registrer' }));
  return panel;
}

withNodeMultipart();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

describe('a registration whose answer was lost', { timeout: 60000 }, () => {
  it('asks the login before sending again, and ends as a success, not as "e-mail taken"', async () => {
    let registrations = 0;
    server.use(
      http.post('/api/v1/users/register-seller', () => {
        registrations += 1;
        // The account is created, the answer never reaches the phone.
        return registrations === 1 ? HttpResponse.error() : EMAIL_TAKEN();
      }),
    );
    const asked = login('SELLER');
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const panel = await registerSeller(user);
    expect(
      await within(panel).findByText('The server is not responding. Please try again later.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Send again' }));
    expect(
      await within(panel).findByRole('heading', { name: 'User is succesfully registered!' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        'Your account had already been created by your first send, so it was not sent again. You can now log in to add and follow your cars.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('User with this email already exists')).not.toBeInTheDocument();
    expect(registrations).toBe(1);
    expect(asked).toEqual([{ email: 'ny@selger.no', password: 'hemmelig1' }]);
  });

  it('the draft holds every field typed, the last one too, by the time the registration goes out', async () => {
    const { account, details } = draftKeys.registration('seller');
    let kept: unknown[] = [];
    server.use(
      http.post('/api/v1/users/register-seller', async () => {
        // What a reload at this moment would find (the answer is then lost).
        kept = [(await readDraft(account, null))?.values, (await readDraft(details, null))?.values];
        return HttpResponse.error();
      }),
    );
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    // However fast this machine, the write a moment after the last change never comes before the
    // send (its timer never runs): only the send's own write keeps the last field.
    const panel = await registerSeller(user, {
      beforeLastField: () => {
        const setTimer = globalThis.setTimeout;
        vi.spyOn(globalThis, 'setTimeout').mockImplementation((run: () => void, delay?: number) =>
          delay === DRAFT_SAVE_DELAY_MS ? setTimer(() => undefined) : setTimer(run, delay),
        );
      },
    });
    expect(
      await within(panel).findByText('The server is not responding. Please try again later.'),
    ).toBeInTheDocument();
    expect(kept).toEqual([
      { email: 'ny@selger.no' },
      {
        name: 'Siri Selger',
        phoneNumber: '91234567',
        streetAddress: 'Storgata 1',
        postalLocation: 'Oslo',
        postalCode: '0155',
        country: '',
      },
    ]);
  });

  it('after a reload: the 409 "already exists" is the own account when the login takes the typed password (Norwegian)', async () => {
    await i18n.changeLanguage('no');
    server.use(http.post('/api/v1/users/register-seller', EMAIL_TAKEN));
    login('SELLER');
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const panel = await registerSeller(user, { language: 'no' });
    expect(
      await within(panel).findByRole('heading', { name: 'Brukeren er registrert!' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        /^Kontoen ble opprettet allerede første gang du sendte, så den ble ikke sendt på nytt\./,
      ),
    ).toBeInTheDocument();
  });

  it('an e-mail that is someone else’s, or the user’s own account of another kind, stays "taken"', async () => {
    server.use(http.post('/api/v1/users/register-seller', EMAIL_TAKEN));
    // The password fits, but the account is a company's: this seller registration did not arrive.
    login('BUYER_COMPANY');
    const { user } = renderWithProviders(<RegisterPage />, { userOptions: { delay: null } });
    const panel = await registerSeller(user);
    expect(await within(panel).findByText('User with this email already exists')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(panel).queryByRole('heading', { name: /registered/ })).not.toBeInTheDocument();
  });

  it('a company registration refused as taken ends as a success when the login says it is this company', async () => {
    let registrations = 0;
    server.use(
      http.post('/api/v1/users/register-buyer', () => {
        registrations += 1;
        return EMAIL_TAKEN();
      }),
    );
    login('BUYER_COMPANY');
    const { user } = renderWithProviders(<BuyerDialogHarness />, { userOptions: { delay: null } });
    await user.click(screen.getByRole('button', { name: 'open buyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register as buyer' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'kjoper@firma.no');
    await user.type(within(dialog).getByLabelText(/^Password/), 'hemmelig1');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const type = (label: RegExp, text: string) => user.type(within(dialog).getByLabelText(label), text);
    await type(/^Name/, 'Kari Nordmann');
    await type(/^Phone number/, '+4722334455');
    await type(/^Organisation name/, 'Nordic Export AS');
    await type(/^Organisation number/, '987654321');
    await type(/^Street address/, 'Havnegata 2');
    await type(/^Postal location/, 'Drammen');
    await type(/^Postal code/, '3015');
    await type(/^Country/, 'Norge');
    await user.upload(within(dialog).getByLabelText(/^Organisation licence/), [
      new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText(/^Your account had already been created by your first send/),
    ).toBeInTheDocument();
    expect(registrations).toBe(1);
  });
});

/** The quick submission's stand-in: `landed` are the cars the one-time seller has (`GET /cars?ownerId=`). */
function serveQuick({ exists, landed }: { exists: boolean; landed: () => Response }) {
  const recorded = { owners: 0, cars: 0, ownerQueries: [] as string[] };
  server.use(
    http.get('/api/v1/cars/exists', () => HttpResponse.json(exists)),
    http.post('/api/v1/users/register-one-time-seller', () => {
      recorded.owners += 1;
      return HttpResponse.json({ userId: OWNER_ID, name: 'Siri Selger' });
    }),
    http.post('/api/v1/cars/add-simplified', () => {
      recorded.cars += 1;
      return new HttpResponse(null, { status: 200 });
    }),
    http.get('/api/v1/cars', ({ request }) => {
      recorded.ownerQueries.push(new URL(request.url).searchParams.get('ownerId') ?? '');
      return landed();
    }),
  );
  return recorded;
}

const ownCars =
  (...registrationNumbers: string[]) =>
  () =>
    HttpResponse.json({
      items: registrationNumbers.map((registrationNumber) => ({ registrationNumber })),
      totalPages: 1,
      totalElements: registrationNumbers.length,
      currentPage: 0,
    });

async function openQuick(user: User) {
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  return screen.findByRole('dialog', { name: /^(Sell your car|Selg bilen din)$/ });
}

/**
 * The first send: the car goes, its answer is lost; then the page reloads and the draft comes back.
 * Returns the dialog of the reloaded page, filled again from the draft.
 */
async function sendLostThenReload() {
  server.use(
    http.get('/api/v1/cars/exists', () => HttpResponse.json(false), { once: true }),
    http.post(
      '/api/v1/users/register-one-time-seller',
      () => HttpResponse.json({ userId: OWNER_ID, name: 'Siri Selger' }),
      { once: true },
    ),
    http.post('/api/v1/cars/add-simplified', () => HttpResponse.error(), { once: true }),
  );
  const page = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
  const dialog = await openQuick(page.user);
  await page.user.type(within(dialog).getByLabelText(/^Name/), 'Siri Selger');
  await page.user.type(within(dialog).getByLabelText(/^Phone number/), '+47 912 34 567');
  await page.user.type(within(dialog).getByLabelText(/^Registration number/), 'AB12345');
  await page.user.type(within(dialog).getByLabelText(/^Kilometers/), '123456');
  await page.user.click(within(dialog).getByRole('button', { name: 'Send application' }));
  await within(dialog).findByText('The server is not responding. Please try again later.');
  await leavePage(page);
  const again = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
  const reloaded = await openQuick(again.user);
  await within(reloaded).findByText(/^(A draft was restored|Et utkast ble hentet fram)/);
  return { user: again.user, dialog: reloaded };
}

describe('a quick submission whose answer was lost, sent again after a reload', { timeout: 60000 }, () => {
  it('finds its car under the one-time seller it was sent with: a success, not "already exists"', async () => {
    const { user, dialog } = await sendLostThenReload();
    const recorded = serveQuick({ exists: true, landed: ownCars('AB12345') });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Application was sent!')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^It had arrived with your first send, so it was not sent again\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/already exists/)).not.toBeInTheDocument();
    expect(recorded.ownerQueries).toEqual([OWNER_ID]);
    expect(recorded).toMatchObject({ owners: 0, cars: 0 });
  });

  it('says so in Norwegian', async () => {
    const { user, dialog } = await sendLostThenReload();
    await i18n.changeLanguage('no');
    serveQuick({ exists: true, landed: ownCars('AB12345') });
    await user.click(within(dialog).getByRole('button', { name: 'Send søknad' }));
    expect(await within(dialog).findByText('Søknaden er sendt!')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^Den kom fram allerede første gang du sendte, så den ble ikke sendt på nytt\./,
      ),
    ).toBeInTheDocument();
  });

  it('counts a car still being looked up (the owner’s list answers 403) as arrived', async () => {
    const { user, dialog } = await sendLostThenReload();
    serveQuick({ exists: true, landed: () => new HttpResponse(null, { status: 403 }) });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Application was sent!')).toBeInTheDocument();
  });

  it('a number that is truly someone else’s (not under the seller it was sent with) keeps the message', async () => {
    const { user, dialog } = await sendLostThenReload();
    const recorded = serveQuick({ exists: true, landed: ownCars() });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('Car with this Registration number already exists.'),
    ).toBeInTheDocument();
    expect(recorded).toMatchObject({ owners: 0, cars: 0 });
  });

  it('a form never sent asks nobody: a taken number is told at once', async () => {
    const recorded = serveQuick({ exists: true, landed: ownCars('AB12345') });
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openQuick(user);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Siri Selger');
    await user.type(within(dialog).getByLabelText(/^Phone number/), '+47 912 34 567');
    await user.type(within(dialog).getByLabelText(/^Registration number/), 'AB12345');
    await user.type(within(dialog).getByLabelText(/^Kilometers/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('Car with this Registration number already exists.'),
    ).toBeInTheDocument();
    expect(recorded.ownerQueries).toEqual([]);
  });
});
