import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EditCarPage } from '../../../src/features/cars/EditCarPage';
import { i18n } from '../../../src/i18n';
import { signIn } from '../../support/appUnderTest';
import { car, ids } from '../../support/fixtures';
import { fileNamesOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';
import { readCarData } from './carFormHelpers';
import { scaled } from '../../support/waitScale';

withNodeMultipart();

function renderEdit(stored: ReturnType<typeof car>, sessionUser = ids.seller) {
  signIn(makeToken(), sessionUser);
  server.use(http.get('/api/v1/cars/:id', () => HttpResponse.json(stored)));
  return renderWithProviders(<EditCarPage />, {
    path: `/car/${stored.id}/edit`,
    route: '/car/:id/edit',
    userOptions: { delay: null },
  });
}

/** Records each update request; the backend answers 200 empty (contract §6.4). */
function recordSaves() {
  const requests: FormData[] = [];
  server.use(
    http.put('/api/v1/cars', async ({ request }) => {
      requests.push(await request.formData());
      return new HttpResponse(null, { status: 200 });
    }),
  );
  return requests;
}

describe('edit-car page', { timeout: scaled(20000) }, () => {
  it('loads the car into the form with its photos', async () => {
    renderEdit(car());
    expect(await screen.findByLabelText(/^Make/)).toHaveValue('Volkswagen');
    expect(screen.getByLabelText(/^First time registered in Norway/)).toHaveValue('2018-04-12');
    expect(screen.getByLabelText(/^Engine volume/)).toHaveValue('1398');
    expect(screen.getByLabelText(/^Gearbox type/)).toHaveValue('Manuell');
    expect(screen.getByLabelText(/^Drive type/)).toHaveValue('Framhjulstrekk');
    expect(screen.getByLabelText(/^Expected price/)).toHaveValue('150000');
    expect(screen.getByRole('img', { name: 'Saved photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Saved photo 2' })).toBeInTheDocument();
  });

  it('saves with the kept photos and goes back to the car page', async () => {
    const stored = car();
    const requests: FormData[] = [];
    server.use(
      http.put('/api/v1/cars', async ({ request }) => {
        requests.push(await request.formData());
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user, location } = renderEdit(stored);
    const kilometers = await screen.findByLabelText(/^Kilometers/);
    await user.clear(kilometers);
    await user.type(kilometers, '91000');
    await user.click(screen.getByRole('button', { name: 'Remove saved photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location.current.pathname).toBe(`/car/${stored.id}`));
    const form = requests[0] as FormData;
    expect(await readCarData(form)).toMatchObject({
      id: stored.id,
      ownerId: ids.seller,
      kilometers: 91000,
      registrationNumber: 'EL12345',
      imagePaths: ['/files/golf-2.png'],
      additionalInformation: null,
    });
    expect(fileNamesOf(form, 'images')).toEqual([]);
  });

  it('keeps a photo added elsewhere since the page was read, and leaves out only the one removed here', async () => {
    const stored = car();
    const requests = recordSaves();
    const { user, location } = renderEdit(stored);
    await screen.findByRole('img', { name: 'Saved photo 2' });
    // Another tab (or an operator) adds a photo after this page was read.
    const late = '/files/1760000099000_late.jpg';
    server.use(
      http.get('/api/v1/cars/:id', () =>
        HttpResponse.json({ ...stored, imagePaths: [...stored.imagePaths, late] }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove saved photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/car/${stored.id}`));
    // Production deletes every stored photo the update leaves out (compareAndDeleteImages).
    expect(await readCarData(requests[0] as FormData)).toMatchObject({
      imagePaths: ['/files/golf-2.png', late],
    });
  });

  it('keeps the form and shows the refusal when the save fails', async () => {
    server.use(
      http.put('/api/v1/cars', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: 'Car is already on the auction. Cannot update.',
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderEdit(car());
    const color = await screen.findByLabelText(/^Color/);
    await user.clear(color);
    await user.type(color, 'Rød');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Car is already on the auction. Cannot update.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(/^Color/)).toHaveValue('Rød');
  });

  it('refuses a first registration after today before sending, in both languages', async () => {
    const requests = recordSaves();
    const { user } = renderEdit(car());
    const first = await screen.findByLabelText(/^First time registered in Norway/);
    const nextYear = new Date().getFullYear() + 1;
    await user.clear(first);
    await user.type(first, `${nextYear}0101`);
    await user.tab();
    expect(first).toHaveAccessibleDescription(/First registered in Norway cannot be later than today/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(first).toHaveFocus();
    expect(requests).toHaveLength(0);

    await act(() => i18n.changeLanguage('no'));
    expect(first).toHaveAccessibleDescription(/Første gang registrert i Norge kan ikke være etter i dag/);

    await user.clear(first);
    await user.type(first, '20180412');
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('refuses a weight above a real car’s 10,000 kg before sending', async () => {
    const requests = recordSaves();
    const { user } = renderEdit(car());
    const weight = await screen.findByLabelText(/^Weight/);
    await user.clear(weight);
    await user.type(weight, '3000000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(weight).toHaveAccessibleDescription(/Enter a number from 100 to 10,000/);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['Auksjon', 'This car cannot be edited while it is on auction or sold.'],
    ['Solgt', 'This car cannot be edited while it is on auction or sold.'],
  ] as const)('refuses a car in %s with a clear message and no form', async (status, message) => {
    renderEdit(car({ status }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText(/^Make/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the car' })).toHaveAttribute('href', `/car/${ids.car}`);
  });

  it('refuses someone who does not own the car', async () => {
    renderEdit(car(), ids.company);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner of this car can edit it.');
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('opens the error dialog when the car cannot be loaded', async () => {
    signIn(makeToken(), ids.seller);
    server.use(
      http.get('/api/v1/cars/:id', () =>
        HttpResponse.json(
          {
            statusCode: 404,
            message: `Car with id ${ids.car} was not found`,
            timestamp: '2025-06-01T17:52:10',
          },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<EditCarPage />, { path: `/car/${ids.car}/edit`, route: '/car/:id/edit' });
    expect(await screen.findByRole('alertdialog', { name: 'Error: 404' })).toHaveTextContent(
      `Car with id ${ids.car} was not found`,
    );
    expect(screen.getByRole('heading', { name: 'The car could not be loaded.' })).toBeInTheDocument();
  });
});
