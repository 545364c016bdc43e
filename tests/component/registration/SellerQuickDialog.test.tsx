import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { server } from '../../msw/server';
import { fileNamesOf, jsonPartOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { SellerDialogHarness } from './dialogHarness';
import { scaled } from '../../support/waitScale';

const OWNER_ID = '77777777-7777-4777-8777-777777777777';

interface Recorded {
  existsQueries: string[];
  owners: unknown[];
  cars: { carData: unknown; images: string[] }[];
}

function answerHappily(recorded: Recorded, { exists = false } = {}) {
  server.use(
    http.get('/api/v1/cars/exists', ({ request }) => {
      recorded.existsQueries.push(new URL(request.url).searchParams.get('regNumber') ?? '');
      return HttpResponse.json(exists);
    }),
    http.post('/api/v1/users/register-one-time-seller', async ({ request }) => {
      recorded.owners.push(await request.json());
      return HttpResponse.json({ userId: OWNER_ID, name: 'Siri' });
    }),
    http.post('/api/v1/cars/add-simplified', async ({ request }) => {
      const form = await request.formData();
      const carData = await jsonPartOf(form, 'carData');
      // The backend answers 403 when the JSON part lacks its content type (contract §4.3).
      if (carData === undefined) return new HttpResponse(null, { status: 403 });
      recorded.cars.push({ carData, images: fileNamesOf(form, 'images') });
      return new HttpResponse(null, { status: 200 });
    }),
    // The public list by owner: how a send whose answer was lost learns that it arrived.
    http.get('/api/v1/cars', ({ request }) => {
      const ownerId = new URL(request.url).searchParams.get('ownerId');
      const items = recorded.cars
        .map((car) => car.carData as { ownerId: string; registrationNumber: string })
        .filter((car) => car.ownerId === ownerId);
      return HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });
    }),
  );
}

const fresh = (): Recorded => ({ existsQueries: [], owners: [], cars: [] });

async function openAndFill(user: ReturnType<typeof renderWithProviders>['user'], { price = '' } = {}) {
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sell your car' });
  await user.type(within(dialog).getByLabelText(/^Name/), 'Siri Selger');
  await user.type(within(dialog).getByLabelText(/^Phone number/), '+47 912 34 567');
  await user.type(within(dialog).getByLabelText(/^Registration number/), ' ab 12345 ');
  await user.type(within(dialog).getByLabelText(/^Kilometers/), '123456');
  if (price) await user.type(within(dialog).getByLabelText(/^Expected price/), price);
  return dialog;
}

/** The dialog filled in `language`, with `price` typed as the expected price. */
async function openQuick(
  user: ReturnType<typeof renderWithProviders>['user'],
  language: 'en' | 'no',
  price: string,
) {
  if (language === 'en') return openAndFill(user, { price });
  await user.click(screen.getByRole('button', { name: 'open seller' }));
  const dialog = await screen.findByRole('dialog', { name: 'Selg bilen din' });
  await user.type(within(dialog).getByLabelText(/^Navn/), 'Siri Selger');
  await user.type(within(dialog).getByLabelText(/^Telefonnummer/), '912 34 567');
  await user.type(within(dialog).getByLabelText(/^Registreringsnummer/), 'AB12345');
  await user.type(within(dialog).getByLabelText(/^Kilometer/), '123456');
  await user.type(within(dialog).getByLabelText(/^Forventet pris/), price);
  return dialog;
}

/** Chooses front.jpg, waits for its thumbnail and sends. */
async function sendWithPhoto(user: ReturnType<typeof renderWithProviders>['user'], dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText(/^Photos/), [
    new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
  ]);
  await within(dialog).findByRole('img', { name: 'Chosen photo front.jpg' });
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
}

withNodeMultipart();

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SellerQuickDialog', { timeout: scaled(20000) }, () => {
  it('checks the registration number in one spelling (no spaces, capitals), creates the one-time seller, then sends the car with its photos', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user);
    await user.upload(within(dialog).getByLabelText(/^Photos/), [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'back.png', { type: 'image/png' }),
    ]);
    await within(dialog).findByRole('img', { name: 'Chosen photo back.png' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await within(dialog).findByRole('heading', { name: 'Application was sent!' })).toBeInTheDocument();
    expect(recorded.existsQueries).toEqual(['AB12345']);
    expect(recorded.owners).toEqual([{ name: 'Siri Selger', phoneNumber: '+4791234567' }]);
    expect(recorded.cars).toEqual([
      {
        carData: { ownerId: OWNER_ID, registrationNumber: 'AB12345', kilometers: 123456, expectedPrice: 0 },
        images: ['front.jpg', 'back.png'],
      },
    ]);
    await user.click(within(within(dialog).getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the expected price when given', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user, { price: '150000' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await within(dialog).findByText('Application was sent!');
    expect(recorded.cars[0]?.carData).toMatchObject({ expectedPrice: 150000 });
  });

  it.each([
    ['en', '153,000', 153000],
    ['no', '153.000', 153000],
    ['no', '153 000,-', 153000],
  ] as const)('reads the price as the language writes it (%s, %j)', async (language, typed, sent) => {
    await i18n.changeLanguage(language);
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openQuick(user, language, typed);
    await user.click(
      within(dialog).getByRole('button', { name: language === 'en' ? 'Send application' : 'Send søknad' }),
    );
    await waitFor(() => expect(recorded.cars).toHaveLength(1));
    expect(recorded.cars[0]?.carData).toMatchObject({ expectedPrice: sent });
  });

  it.each([
    ['en', '153000,50', 'The amount can be read more than one way'],
    ['en', '-5000', 'The amount cannot be negative'],
    ['en', '1e12', 'Write the amount in digits, for example 153,000'],
    ['no', '153000,50', 'Skriv beløpet i hele kroner, uten øre'],
    ['no', '-5000', 'Beløpet kan ikke være negativt'],
  ] as const)(
    'refuses a price it cannot take (%s, %j), keeps it and sends nothing',
    async (language, typed, said) => {
      await i18n.changeLanguage(language);
      const recorded = fresh();
      answerHappily(recorded);
      const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
      const dialog = await openQuick(user, language, typed);
      await user.click(
        within(dialog).getByRole('button', { name: language === 'en' ? 'Send application' : 'Send søknad' }),
      );
      const price = within(dialog).getByLabelText(language === 'en' ? /^Expected price/ : /^Forventet pris/);
      await waitFor(() => expect(price).toHaveAccessibleDescription(new RegExp(said)));
      expect(price).toHaveValue(typed);
      expect(recorded.existsQueries).toEqual([]);
    },
  );

  it('stops with the message when the registration number already exists', async () => {
    const recorded = fresh();
    answerHappily(recorded, { exists: true });
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Car with this Registration number already exists.',
    );
    expect(recorded.owners).toEqual([]);
    expect(recorded.cars).toEqual([]);
    expect(within(dialog).getByLabelText(/^Registration number/)).toHaveValue(' ab 12345 ');
  });

  it('refuses kilometers above a real car’s 2,000,000 and a price above 99 999 999 before anything is sent', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user, { price: '100000000' });
    const kilometers = within(dialog).getByLabelText(/^Kilometers/);
    await user.clear(kilometers);
    await user.type(kilometers, '99999999999');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(kilometers).toHaveAccessibleDescription(/Enter a number from 0 to 2,000,000/);
    expect(within(dialog).getByLabelText(/^Expected price/)).toHaveAttribute('aria-invalid', 'true');
    expect(kilometers).toHaveFocus();
    expect(recorded.existsQueries).toEqual([]);
    expect(recorded.owners).toEqual([]);

    await user.clear(kilometers);
    await user.type(kilometers, '2000000');
    const price = within(dialog).getByLabelText(/^Expected price/);
    expect(price).toHaveAccessibleDescription(/The amount is too large: at most 99.999.999,-/);
    await user.clear(price);
    await user.type(price, '99 999 999');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await within(dialog).findByText('Application was sent!');
    expect(recorded.cars[0]?.carData).toMatchObject({ kilometers: 2000000, expectedPrice: 99999999 });
  });

  it('marks the empty required fields and sends nothing', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell your car' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    for (const label of [/^Name/, /^Phone number/, /^Registration number/, /^Kilometers/]) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(/This field is required/);
    }
    expect(within(dialog).getByLabelText(/^Expected price/)).not.toHaveAttribute('aria-invalid');
    expect(recorded.existsQueries).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'S');
    expect(within(dialog).getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/^Kilometers/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Loading.." while sending and cannot be sent twice', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    server.use(
      http.get('/api/v1/cars/exists', async ({ request }) => {
        recorded.existsQueries.push(new URL(request.url).searchParams.get('regNumber') ?? '');
        await delay(150);
        return HttpResponse.json(false);
      }),
    );
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user);
    const send = within(dialog).getByRole('button', { name: 'Send application' });
    await user.click(send);
    expect(within(dialog).getByRole('button', { name: 'Loading..' })).toBeDisabled();
    expect(within(dialog).getByText('Loading..', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Loading..' }));
    await within(dialog).findByText('Application was sent!');
    expect(recorded.existsQueries).toHaveLength(1);
    expect(recorded.cars).toHaveLength(1);
  });

  it.each([
    [
      'a 409 duplicate',
      () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: "Car with the registration number 'AB12345' already exists",
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 409 },
        ),
      "Car with the registration number 'AB12345' already exists",
    ],
    [
      'a 400 validation error',
      () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Validation error(s): KMs cannot be null; ',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 400 },
        ),
      'The server did not accept the details: Kilometers is required',
    ],
    [
      'a 403 with an empty body',
      () => new HttpResponse(null, { status: 403 }),
      'An error occurred. Try refreshing the page',
    ],
    ['no response', () => HttpResponse.error(), 'The server is not responding. Please try again later.'],
  ])(
    'keeps the dialog and everything typed on %s, and reuses the created seller on retry',
    async (_name, answer, message) => {
      const recorded = fresh();
      answerHappily(recorded);
      server.use(http.post('/api/v1/cars/add-simplified', answer, { once: true }));
      const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
      const dialog = await openAndFill(user);
      await sendWithPhoto(user, dialog);

      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByText(message).closest('[role="alert"]')).not.toBeNull();
      expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger');
      expect(within(dialog).getByLabelText(/^Kilometers/)).toHaveValue('123456');
      expect(within(dialog).getByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
      await within(dialog).findByText('Application was sent!');
      expect(recorded.owners).toHaveLength(1);
      expect(recorded.cars[0]?.images).toEqual(['front.jpg']);
    },
  );

  it('shows the upload with a Cancel that stops it and keeps everything typed and chosen', async () => {
    const recorded = fresh();
    answerHappily(recorded);
    // The first upload never finishes (a slow line); the user cancels it.
    server.use(http.post('/api/v1/cars/add-simplified', () => delay('infinite'), { once: true }));
    const { user } = renderWithProviders(<SellerDialogHarness />, { userOptions: { delay: null } });
    const dialog = await openAndFill(user);
    await sendWithPhoto(user, dialog);

    expect(await within(dialog).findByRole('progressbar', { name: /^Upload/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(
      await within(dialog).findByText(
        /^The upload was cancelled\. Everything you filled in and chose is kept/,
      ),
    ).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('alert', { name: /./ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar', { name: /^Upload/ })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Siri Selger');
    expect(within(dialog).getByLabelText(/^Registration number/)).toHaveValue(' ab 12345 ');
    expect(within(dialog).getByLabelText(/^Kilometers/)).toHaveValue('123456');
    expect(within(dialog).getByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toBeEnabled();

    // Sent again, it goes through with the same owner and the same photo.
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await within(dialog).findByText('Application was sent!');
    expect(recorded.owners).toHaveLength(1);
    expect(recorded.cars).toHaveLength(1);
    expect(recorded.cars[0]?.images).toEqual(['front.jpg']);
  });

  it('goes back to step 1 about 1 s after closing, but not if opened again before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const recorded = fresh();
    answerHappily(recorded);
    const { user } = renderWithProviders(<SellerDialogHarness />, {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const dialog = await openAndFill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await within(dialog).findByText('Application was sent!');

    await user.click(within(within(dialog).getByRole('status')).getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    expect(await screen.findByText('Application was sent!')).toBeInTheDocument();

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(900);
    });
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    expect(screen.getByText('Application was sent!')).toBeInTheDocument();

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Close' }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await user.click(screen.getByRole('button', { name: 'open seller' }));
    const reopened = await screen.findByRole('dialog', { name: 'Sell your car' });
    expect(within(reopened).getByRole('button', { name: 'Send application' })).toBeInTheDocument();
    expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('');
  });
});
