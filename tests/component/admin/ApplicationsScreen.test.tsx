import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationsScreen } from '../../../src/features/admin/applications/ApplicationsScreen';
import { i18n } from '../../../src/i18n';
import { instantToNorwegianInput } from '../../../src/lib/norwegianTime';
import { server } from '../../msw/server';
import { fullAuction, ids, sellerUser } from '../../support/fixtures';
import { jsonPartOf, withNodeMultipart } from '../../support/multipart';
import { renderWithProviders } from '../../support/render';
import {
  asOperator,
  failedLookupCar,
  golfApplication,
  oneTimeSeller,
  oneTimeSellerId,
  quickCarId,
  recordRequests,
} from './adminSetup';

beforeAll(async () => {
  await import('../../../src/features/admin/applications/StartAuctionDialog');
}, 30_000);
afterEach(() => server.events.removeAllListeners());

const page = (items: unknown[]) =>
  HttpResponse.json({ items, totalPages: 1, totalElements: items.length, currentPage: 0 });

function serveQueue(items: unknown[] = [golfApplication(), failedLookupCar()]) {
  asOperator();
  server.use(
    http.get('/api/v1/cars', ({ request }) => {
      expect(new URL(request.url).searchParams.get('status')).toBe('Vurdering');
      return page(items);
    }),
    http.get('/api/v1/users', () => HttpResponse.json([sellerUser(), oneTimeSeller()])),
    http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    http.get(`/api/v1/users/${oneTimeSellerId}`, () => HttpResponse.json(oneTimeSeller())),
  );
}

const card = (name: RegExp) => within(screen.getByRole('article', { name }));
const renderQueue = () => renderWithProviders(<ApplicationsScreen />, { userOptions: { delay: null } });

describe('the applications queue', { timeout: 15_000 }, () => {
  it('lists the cars in review, newest first, with their facts, photos and seller', async () => {
    serveQueue();
    renderQueue();
    const articles = await screen.findAllByRole('article');
    // The quick submission's photo is the newer one (stored names start with the upload time).
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'ZZ99999 Make and model unknown',
      'EL12345 Volkswagen Golf',
    ]);
    const golf = card(/EL12345/);
    expect(golf.getByText('84 000 km')).toBeInTheDocument();
    expect(golf.getByText('150 000,-')).toBeInTheDocument();
    expect(golf.getAllByRole('img')).toHaveLength(2);
    expect(await golf.findByText(/Siri Selger/)).toBeInTheDocument();
    expect(golf.getByRole('link', { name: '+4791234567' })).toHaveAttribute('href', 'tel:+4791234567');
    expect(golf.getByRole('link', { name: 'selger@demo.no' })).toBeInTheDocument();
    expect(golf.queryByText('Data missing')).not.toBeInTheDocument();
  });

  it('flags a failed lookup as data missing and never shows a one-time seller’s random e-mail', async () => {
    serveQueue();
    renderQueue();
    await screen.findByRole('article', { name: /ZZ99999/ });
    const quick = card(/ZZ99999/);
    expect(quick.getByText('Data missing')).toBeInTheDocument();
    expect(quick.queryByText(/1111/)).not.toBeInTheDocument();
    expect(quick.queryByText('N/A')).not.toBeInTheDocument();
    expect(await quick.findByText(/Eva Engang/)).toBeInTheDocument();
    expect(quick.getByText(/one-time seller, no e-mail/)).toBeInTheDocument();
    expect(quick.queryByText(/3f1c2a9e/)).not.toBeInTheDocument();
    expect(quick.queryByRole('link', { name: /@|3f1c/ })).not.toBeInTheDocument();
  });

  it('says a pending lookup is why a reload failed, keeps the queue shown, and retries', async () => {
    serveQueue();
    const { queryClient, user } = renderQueue();
    await screen.findByRole('article', { name: /EL12345/ });
    let pending = true;
    server.use(
      http.get('/api/v1/cars', () =>
        pending ? new HttpResponse(null, { status: 403 }) : page([golfApplication()]),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: ['cars'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/still being looked up in the vehicle register/);
    expect(screen.getByRole('article', { name: /EL12345/ })).toBeInTheDocument();
    // No error dialog for this expected wait.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    pending = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /ZZ99999/ })).not.toBeInTheDocument());
    expect(screen.queryByText(/still being looked up/)).not.toBeInTheDocument();
  });

  it('rejects a car after a confirmation, and says so', async () => {
    serveQueue();
    const seen = recordRequests();
    server.use(http.put(`/api/v1/cars/${ids.car}`, () => new HttpResponse(null, { status: 200 })));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Reject EL12345' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject EL12345?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('EL12345 was rejected.');
    expect(seen).toContain(`PUT /api/v1/cars/${ids.car}?status=Annet`);
  });

  it('deletes a car after a confirmation that says a one-time seller goes too', async () => {
    serveQueue();
    const seen = recordRequests();
    server.use(http.delete(`/api/v1/cars/${quickCarId}`, () => new HttpResponse(null, { status: 200 })));
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Delete ZZ99999' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete ZZ99999?' });
    expect(dialog).toHaveTextContent(/the one-time seller who submitted it is deleted too/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete car' }));
    expect(await screen.findByText('ZZ99999 was deleted.')).toBeInTheDocument();
    expect(seen).toContain(`DELETE /api/v1/cars/${quickCarId}`);
  });

  it('shows the queue in Norwegian', async () => {
    await i18n.changeLanguage('no');
    serveQueue();
    renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Søknader' })).toBeInTheDocument();
    expect(await screen.findByText('Data mangler')).toBeInTheDocument();
    expect(screen.getByText('Merke og modell ukjent')).toBeInTheDocument();
    expect(await screen.findByText(/engangsselger, ingen e-post/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start auksjon for EL12345' })).toBeInTheDocument();
  });
});

describe('correcting an application', { timeout: 15_000 }, () => {
  withNodeMultipart();

  it('sends the whole car with the stored owner, placeholders replaced by what was typed', async () => {
    serveQueue();
    let sent: unknown;
    server.use(
      http.put('/api/v1/cars', async ({ request }) => {
        sent = await jsonPartOf(await request.formData(), 'carData');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Correct data of ZZ99999' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Correct ZZ99999' }));
    // The lookup's placeholders are empty fields, not facts.
    expect(dialog.getByLabelText(/^Make/)).toHaveValue('');
    expect(dialog.getByLabelText(/^First registered/)).toHaveValue('');
    await user.type(dialog.getByLabelText(/^Make/), 'Toyota');
    await user.type(dialog.getByLabelText(/^Model/), 'Corolla');
    await user.type(dialog.getByLabelText(/^First registered/), '2015-06-01');
    await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('The data of ZZ99999 was saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({
      id: quickCarId,
      ownerId: oneTimeSellerId,
      registrationNumber: 'ZZ99999',
      make: 'Toyota',
      model: 'Corolla',
      firstTimeRegisteredInNorway: '2015-06-01',
      kilometers: 120000,
      expectedPrice: 40000,
      imagePaths: ['/files/1760000000000_front.jpg'],
    });
  });

  it('keeps what was typed when the server refuses', async () => {
    serveQueue();
    server.use(
      http.put('/api/v1/cars', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: 'Car with this registration number already exists',
            timestamp: '2026-01-01T10:00:00',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Correct data of EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Correct EL12345' }));
    const registration = dialog.getByLabelText(/^Registration number/);
    await user.clear(registration);
    await user.type(registration, 'AB12345');
    await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
    expect(await dialog.findByText(/registration number already exists/)).toBeInTheDocument();
    expect(registration).toHaveValue('AB12345');
  });
});

describe('starting an auction from an application', { timeout: 15_000 }, () => {
  const tomorrow = () => instantToNorwegianInput(new Date(Date.now() + 86_400_000).toISOString());

  it('sends the terms with the car’s snapshot, the end as UTC, reads the auction back and opens it', async () => {
    serveQueue();
    let started: Record<string, unknown> | undefined;
    server.use(
      http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(golfApplication())),
      http.post('/api/v1/auctions/start', async ({ request }) => {
        started = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 200 });
      }),
      http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
    );
    const { user, location } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    // The expected price is suggested as the starting price.
    expect(dialog.getByLabelText(/^Starting price/)).toHaveValue('150000');
    const end = tomorrow();
    await user.type(dialog.getByLabelText(/^End date/), end?.date ?? '');
    await user.type(dialog.getByLabelText(/^End time/), '18:30');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    await waitFor(() => expect(location.current.pathname).toBe(`/auction/${ids.car}`));
    expect(started).toMatchObject({
      carId: ids.car,
      startingPrice: 150000,
      expectedPrice: 150000,
      thumbnailImageUrl: '/files/1700000000000_golf.jpg',
      makeModel: 'Volkswagen Golf',
      modelYear: '2018',
    });
    expect(Number(started?.minimalStep)).toBeGreaterThan(0);
    const sentEnd = String(started?.endDateTime);
    expect(sentEnd).toMatch(/Z$/);
    expect(instantToNorwegianInput(sentEnd)).toEqual({ date: end?.date, time: '18:30' });
  });

  it('refuses a step of 0 and an end in the past, keeping what was typed', async () => {
    serveQueue();
    const seen = recordRequests();
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    const step = dialog.getByLabelText(/^Minimal step/);
    await user.clear(step);
    await user.type(step, '0');
    await user.type(dialog.getByLabelText(/^End date/), '01.01.2020');
    await user.type(dialog.getByLabelText(/^End time/), '12:00');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText('The minimal step must be at least 1')).toBeInTheDocument();
    await user.clear(step);
    await user.type(step, '1000');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText('The end must be in the future')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^End date/)).toHaveValue('01.01.2020');
    expect(seen.filter((request) => request.includes('/auctions'))).toEqual([]);
  });

  it('refuses a car no longer in review (the backend would not check)', async () => {
    serveQueue();
    const seen = recordRequests();
    server.use(
      http.get(`/api/v1/cars/${ids.car}`, () =>
        HttpResponse.json({ ...golfApplication(), status: 'Auksjon' }),
      ),
    );
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    await user.type(dialog.getByLabelText(/^End date/), tomorrow()?.date ?? '');
    await user.type(dialog.getByLabelText(/^End time/), '18:30');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText(/no longer in review/)).toBeInTheDocument();
    expect(seen.filter((request) => request.startsWith('POST'))).toEqual([]);
  });
});
