import { act, screen, waitFor, within } from '@testing-library/react';
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

type StoredCar = ReturnType<typeof car>;

/**
 * The edit page over a car the server holds in `stored.now`: every read answers it as it is then
 * (the page's first read, and the read again just before the PUT); `add-images` and the PUT change it.
 */
function renderEdit(first: StoredCar) {
  const stored = { now: first };
  const puts: FormData[] = [];
  const order: string[] = [];
  signIn(makeToken(), ids.seller);
  server.use(
    http.get('/api/v1/cars/:id', () => {
      order.push('GET');
      return HttpResponse.json(stored.now);
    }),
    http.post('/api/v1/cars/add-images', async ({ request }) => {
      order.push('add-images');
      const names = fileNamesOf(await request.formData(), 'images');
      stored.now = {
        ...stored.now,
        imagePaths: [...stored.now.imagePaths, ...names.map((n) => `/files/${n}`)],
      };
      return new HttpResponse(null, { status: 200 });
    }),
    http.put('/api/v1/cars', async ({ request }) => {
      order.push('PUT');
      puts.push(await request.formData());
      return new HttpResponse(null, { status: 200 });
    }),
  );
  const rendered = renderWithProviders(<EditCarPage />, {
    path: `/car/${first.id}/edit`,
    route: '/car/:id/edit',
    userOptions: { delay: null },
  });
  /** Someone else saves the car while this page is open. */
  const changeElsewhere = (changes: Partial<StoredCar>) => {
    stored.now = { ...stored.now, ...changes };
  };
  return { ...rendered, puts, order, changeElsewhere };
}

async function retype(user: ReturnType<typeof renderEdit>['user'], label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe(
  'edit-car page against a car changed elsewhere (contract §14.13)',
  { timeout: scaled(20000) },
  () => {
    it('keeps the colour changed elsewhere and sends the kilometres changed here', async () => {
      const { user, location, puts, changeElsewhere } = renderEdit(car({ color: 'Mørkegrå' }));
      await retype(user, /^Kilometers/, '91000');
      changeElsewhere({ color: 'Svart' });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}`));
      expect(await readCarData(puts[0] as FormData)).toMatchObject({ color: 'Svart', kilometers: 91000 });
    });

    it('asks which colour to keep when both changed it, sends nothing until picked, then sends the pick', async () => {
      const { user, location, puts, changeElsewhere } = renderEdit(car({ color: 'Mørkegrå' }));
      await retype(user, /^Color/, 'Hvit');
      await retype(user, /^Kilometers/, '91000');
      changeElsewhere({ color: 'Svart', model: 'Golf GTI' });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      const choice = await screen.findByRole('group', { name: 'Color' });
      expect(choice).toHaveTextContent(
        'Color was changed from Mørkegrå to Svart elsewhere while you were editing.',
      );
      expect(screen.getByText(/Choose below what to keep; nothing is saved until you do/)).toHaveAttribute(
        'role',
        'alert',
      );
      expect(puts).toHaveLength(0);
      // The change only made elsewhere is in the form already.
      expect(screen.getByLabelText(/^Model/)).toHaveValue('Golf GTI');

      await user.click(within(choice).getByRole('button', { name: 'Use Hvit' }));
      await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}`));
      expect(puts).toHaveLength(1);
      expect(await readCarData(puts[0] as FormData)).toMatchObject({
        color: 'Hvit',
        model: 'Golf GTI',
        kilometers: 91000,
      });
    });

    it('sends the other side’s value when it is kept', async () => {
      const { user, location, puts, changeElsewhere } = renderEdit(car({ color: 'Mørkegrå' }));
      await retype(user, /^Color/, 'Hvit');
      changeElsewhere({ color: 'Svart' });
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await user.click(await screen.findByRole('button', { name: 'Keep Svart' }));
      await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}`));
      expect(await readCarData(puts[0] as FormData)).toMatchObject({ color: 'Svart' });
    });

    it('says it in Norwegian', async () => {
      await act(() => i18n.changeLanguage('no'));
      const { user, changeElsewhere } = renderEdit(car({ color: 'Mørkegrå' }));
      await retype(user, /^Farge/, 'Hvit');
      changeElsewhere({ color: 'Svart' });
      await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
      expect(await screen.findByRole('group', { name: 'Farge' })).toHaveTextContent(
        'Farge ble endret fra Mørkegrå til Svart et annet sted mens du redigerte.',
      );
      expect(screen.getByRole('button', { name: 'Behold Svart' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bruk Hvit' })).toBeInTheDocument();
    });

    it('adds the new photos first, then reads the car and keeps a photo added elsewhere meanwhile', async () => {
      const { user, location, puts, order, changeElsewhere } = renderEdit(car());
      const photo = new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' });
      await user.upload(await screen.findByLabelText(/^Photos \(JPEG or PNG\)/), photo);
      await screen.findByRole('img', { name: 'Chosen photo front.png' });
      changeElsewhere({ imagePaths: [...car().imagePaths, '/files/late.jpg'] });
      await user.click(screen.getByRole('button', { name: 'Remove saved photo 1' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      await waitFor(() => expect(location.current.pathname).toBe(`/car/${ids.car}`));
      expect(order.slice(order.indexOf('add-images'), order.indexOf('PUT') + 1)).toEqual([
        'add-images',
        'GET',
        'PUT',
      ]);
      const sent = puts[0] as FormData;
      expect(fileNamesOf(sent, 'images')).toEqual([]);
      expect(await readCarData(sent)).toMatchObject({
        imagePaths: ['/files/golf-2.png', '/files/late.jpg', '/files/front.png'],
      });
    });
  },
);
