import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApplicationsScreen } from '../../../src/features/admin/applications/ApplicationsScreen';
import { server } from '../../msw/server';
import { ids, sellerUser } from '../../support/fixtures';
import { jsonPartOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import { scaled } from '../../support/waitScale';
import { asOperator, golfApplication } from './adminSetup';

withNodeMultipart();

type StoredCar = ReturnType<typeof golfApplication>;

/** The queue with the seller's Golf; every read of the car answers it as the server holds it then. */
function serveGolf() {
  const stored = { now: golfApplication() };
  const sent: Record<string, unknown>[] = [];
  asOperator();
  server.use(
    http.get('/api/v1/cars', () =>
      HttpResponse.json({ items: [stored.now], totalPages: 1, totalElements: 1, currentPage: 0 }),
    ),
    http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(stored.now)),
    http.get('/api/v1/users', () => HttpResponse.json([sellerUser()])),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    http.put('/api/v1/cars', async ({ request }) => {
      sent.push((await jsonPartOf(await request.formData(), 'carData')) as Record<string, unknown>);
      return new HttpResponse(null, { status: 200 });
    }),
  );
  /** The seller saves the car from the phone while the operator's dialog is open. */
  const changeElsewhere = (changes: Partial<StoredCar>) => {
    stored.now = { ...stored.now, ...changes };
  };
  const rendered = renderWithProviders(<ApplicationsScreen />, { userOptions: { delay: null } });
  return { ...rendered, sent, changeElsewhere };
}

async function correctColour(user: ReturnType<typeof serveGolf>['user'], colour: string) {
  await user.click(await screen.findByRole('button', { name: 'Correct data of EL12345' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Correct EL12345' }));
  const field = dialog.getByLabelText(/^Colour/);
  await user.clear(field);
  await user.type(field, colour);
  return dialog;
}

describe(
  'the operator’s correction of a car changed elsewhere (contract §14.13)',
  { timeout: scaled(15_000) },
  () => {
    it('keeps the kilometres the seller changed and sends the colour corrected here', async () => {
      const { user, sent, changeElsewhere } = serveGolf();
      const dialog = await correctColour(user, 'Svart');
      changeElsewhere({ kilometers: 91000 });
      await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
      expect(await screen.findByText('The data of EL12345 was saved.')).toBeInTheDocument();
      expect(sent[0]).toMatchObject({ color: 'Svart', kilometers: 91000 });
    });

    it('asks which colour to keep when the seller changed it too, and sends the pick', async () => {
      const { user, sent, changeElsewhere } = serveGolf();
      const dialog = await correctColour(user, 'Svart');
      changeElsewhere({ color: 'Hvit' });
      await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
      const choice = await dialog.findByRole('group', { name: 'Colour' });
      expect(choice).toHaveTextContent(
        'Colour was changed from Grå to Hvit elsewhere while you were editing.',
      );
      expect(sent).toHaveLength(0);
      await user.click(within(choice).getByRole('button', { name: 'Use Svart' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ color: 'Svart' });
    });
  },
);
