import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AddCarPage } from '../../../src/features/cars/AddCarPage';
import { signIn, testQueryClient } from '../../support/appUnderTest';
import { userSchema, userKey } from '../../../src/api/users';
import { car, companyUser, ids, representative, sellerUser } from '../../support/fixtures';
import { renderWithProviders } from '../../support/render';
import { fileNamesOf, withNodeMultipart } from '../../support/multipart';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';
import { fillCarForm, readCarData } from './carFormHelpers';
import { scaled } from '../../support/waitScale';

function renderAddCar(userId = ids.seller, account: unknown = sellerUser()) {
  const loggedIn = userSchema.parse(account);
  signIn(makeToken(), loggedIn.id);
  // The page reads the user's role first (only sellers add cars); here it is known already.
  const queryClient = testQueryClient();
  queryClient.setQueryData(userKey(loggedIn.id), loggedIn);
  return renderWithProviders(<AddCarPage />, {
    path: `/user/${userId}/add-car`,
    route: '/user/:id/add-car',
    userOptions: { delay: null },
    queryClient,
  });
}

/** Records each add-complete-user request's parts. */
function serveAddCar(answer: () => Response = () => HttpResponse.json(car())) {
  const requests: FormData[] = [];
  server.use(
    http.post('/api/v1/cars/add-complete-user', async ({ request }) => {
      requests.push(await request.formData());
      return answer();
    }),
  );
  return requests;
}

withNodeMultipart();

// Filling the whole form takes a few seconds in jsdom.
describe('add-car form', { timeout: scaled(20000) }, () => {
  it('is grouped into photos, car info and additional info, gearbox and drive defaulting to Annet', () => {
    renderAddCar();
    expect(screen.getByRole('group', { name: 'Upload photos' })).toBeInTheDocument();
    const info = screen.getByRole('group', { name: 'Car info' });
    expect(screen.getByRole('group', { name: 'Additional info' })).toBeInTheDocument();
    expect(within(info).getByLabelText(/^Gearbox type/)).toHaveValue('Annet');
    expect(within(info).getByLabelText(/^Drive type/)).toHaveValue('Annet');
    expect(within(info).getAllByRole('option', { name: 'Manual' })).toHaveLength(1);
    expect(within(info).getByRole('option', { name: 'Four-wheel drive' })).toBeInTheDocument();
  });

  it('sends nothing while required fields are empty and says which', async () => {
    const requests = serveAddCar();
    const { user } = renderAddCar();
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(12);
    expect(screen.getByLabelText(/^Make/)).toHaveFocus();
    expect(screen.getByLabelText(/^Expected price/)).not.toHaveAttribute('aria-invalid');
    expect(requests).toHaveLength(0);
  });

  it('formats dates as they are typed, digits only, at most 10 characters', async () => {
    const { user } = renderAddCar();
    const date = screen.getByLabelText(/^First time registered in Norway/);
    expect(date).toHaveAttribute('maxlength', '10');
    await user.type(date, '2023');
    expect(date).toHaveValue('2023');
    await user.type(date, '0');
    expect(date).toHaveValue('2023-0');
    await user.type(date, '2a1-5');
    expect(date).toHaveValue('2023-02-15');
    await user.type(date, '9');
    expect(date).toHaveValue('2023-02-15');
    await user.clear(date);
    await user.click(date);
    await user.paste('2019.07.04');
    expect(date).toHaveValue('2019-07-04');
  });

  it('refuses an impossible date, and it never reaches the server', async () => {
    const requests = serveAddCar();
    const { user } = renderAddCar();
    await fillCarForm(user);
    const date = screen.getByLabelText(/^Next EU control/);
    await user.clear(date);
    await user.type(date, '20230230');
    await user.tab();
    expect(screen.getByText('Enter a real date, like 14.05.2019 or 2019-05-14')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(date).toHaveFocus();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('keeps numbers to digits: no minus, letters, decimals or paste, and says so at once', async () => {
    const { user } = renderAddCar();
    const kilometers = screen.getByLabelText(/^Kilometers/);
    await user.type(kilometers, '-12e3.5,0');
    expect(kilometers).toHaveValue('12350');
    expect(screen.getByText('Digits only: letters and signs are left out')).toHaveAttribute('role', 'status');
    expect(kilometers).toHaveAccessibleDescription('Digits only: letters and signs are left out');
    await user.click(screen.getByLabelText(/^Weight/));
    expect(screen.queryByText(/Digits only/)).not.toBeInTheDocument();
    await user.paste('abc');
    expect(screen.getByLabelText(/^Weight/)).toHaveValue('');
    expect(screen.getByText('Pasting is not possible here: type the number')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('takes a date as Norwegians write it, says which day it read, and sends YYYY-MM-DD', async () => {
    const requests = serveAddCar();
    const { user } = renderAddCar();
    await fillCarForm(user);
    const date = screen.getByLabelText(/^First time registered in Norway/);
    await user.clear(date);
    await user.type(date, '14.05.2019');
    expect(date).toHaveValue('14.05.2019');
    expect(date).toHaveAccessibleDescription('Reads as 14 May 2019');
    const control = screen.getByLabelText(/^Next EU control/);
    await user.clear(control);
    await user.type(control, '1/3/2027');
    expect(control).toHaveAccessibleDescription('Reads as 1 March 2027');
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await readCarData(requests[0] as FormData)).toMatchObject({
      firstTimeRegisteredInNorway: '2019-05-14',
      nextEUControl: '2027-03-01',
    });
  });

  it('sends the registration number in one spelling: no spaces, capitals', async () => {
    const requests = serveAddCar();
    const { user } = renderAddCar();
    await fillCarForm(user);
    const number = screen.getByLabelText(/^Registration number/);
    await user.clear(number);
    await user.type(number, ' el 99 999 ');
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await readCarData(requests[0] as FormData)).toMatchObject({ registrationNumber: 'EL99999' });
  });

  it('sends the car payload with photos and goes to the profile', async () => {
    const requests = serveAddCar();
    const { user, location } = renderAddCar();
    await fillCarForm(user);
    await user.selectOptions(screen.getByLabelText(/^Gearbox type/), 'Automat');
    await user.type(screen.getByLabelText(/^Additional information/), 'Ny serviceavtale');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photos \(JPEG or PNG\)/), photo);
    await screen.findByRole('img', { name: 'Chosen photo front.png' });
    await user.click(screen.getByRole('button', { name: 'Add car' }));

    await waitFor(() => expect(location.current.pathname).toBe(`/user/${ids.seller}`));
    expect(requests).toHaveLength(1);
    const form = requests[0] as FormData;
    expect(await readCarData(form)).toEqual({
      ownerId: ids.seller,
      registrationNumber: 'EL99999',
      kilometers: 45000,
      make: 'Tesla',
      model: 'Model 3',
      firstTimeRegisteredInNorway: '2020-01-15',
      engineType: 'Elektrisk',
      engineVolume: 0,
      bodywork: 'Sedan',
      numberOfSeats: 5,
      numberOfDoors: 4,
      color: 'Hvit',
      gearboxType: 'Automat',
      operatingMode: 'Annet',
      weight: 1850,
      nextEUControl: '2026-03-01',
      // Spec §5: an empty expected price is sent as 0.
      expectedPrice: 0,
      additionalInformation: 'Ny serviceavtale',
    });
    expect(fileNamesOf(form, 'images')).toEqual(['front.png']);
  });

  it('keeps the contents and shows the message when saving fails', async () => {
    serveAddCar(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          message: 'Car with this registration number already exists',
          timestamp: '2025-06-01T17:52:10',
        },
        { status: 409 },
      ),
    );
    const { user, location } = renderAddCar();
    await fillCarForm(user);
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    expect(await screen.findByText('Car with this registration number already exists')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Tesla');
    expect(screen.getByLabelText(/^Next EU control/)).toHaveValue('2026-03-01');
    expect(location.current.pathname).toBe(`/user/${ids.seller}/add-car`);
  });

  it('shows the upload with a Cancel that keeps the form and its photos on the page', async () => {
    const requests = serveAddCar();
    server.use(http.post('/api/v1/cars/add-complete-user', () => delay('infinite'), { once: true }));
    const { user, location } = renderAddCar();
    await fillCarForm(user);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Photos \(JPEG or PNG\)/), photo);
    await screen.findByRole('img', { name: 'Chosen photo front.png' });
    await user.click(screen.getByRole('button', { name: 'Add car' }));

    expect(await screen.findByRole('progressbar', { name: /^Upload/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Make/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText(/^The upload was cancelled/)).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Please fix the errors above.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Make/)).toBeEnabled();
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Tesla');
    expect(screen.getByLabelText(/^First time registered in Norway/)).toHaveValue('2020-01-15');
    expect(screen.getByRole('img', { name: 'Chosen photo front.png' })).toBeInTheDocument();
    expect(location.current.pathname).toBe(`/user/${ids.seller}/add-car`);

    // A cancelled upload may have arrived: the second send first asks whether it did.
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/cars/exists', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('regNumber') ?? '');
        return HttpResponse.json(false);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/user/${ids.seller}`));
    expect(asked).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(fileNamesOf(requests[0] as FormData, 'images')).toEqual(['front.png']);
  });

  it('asks before resetting, and resets only when confirmed', async () => {
    const { user } = renderAddCar();
    await user.type(screen.getByLabelText(/^Make/), 'Volvo');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset the form' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to reset all data? After confirming all unsaved data will be lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Make/)).toHaveValue('Volvo');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText(/^Make/)).toHaveValue('');
    expect(screen.getByLabelText(/^Gearbox type/)).toHaveValue('Annet');
  });

  it.each([
    ['buyer company', companyUser()],
    ['representative', representative()],
  ])('tells a %s that only sellers add cars, with a way on, instead of a form', async (_who, account) => {
    const { user, location } = renderAddCar(String(account.id), account);
    expect(screen.getByRole('heading', { level: 1, name: 'Only sellers add cars' })).toBeInTheDocument();
    expect(screen.getByText(/You are logged in with a buyer account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add car' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the auctions' }));
    expect(location.current.pathname).toBe('/auctions');
  });

  it('reads the role first when it is not known yet, then shows a seller the form', async () => {
    signIn(makeToken(), ids.seller);
    server.use(http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())));
    renderWithProviders(<AddCarPage />, { path: `/user/${ids.seller}/add-car`, route: '/user/:id/add-car' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
    expect(await screen.findByRole('button', { name: 'Add car' })).toBeInTheDocument();
  });

  it("refuses to add a car to someone else's profile", () => {
    renderAddCar(ids.company);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only add cars to your own profile.');
    expect(screen.queryByRole('button', { name: 'Add car' })).not.toBeInTheDocument();
  });
});
