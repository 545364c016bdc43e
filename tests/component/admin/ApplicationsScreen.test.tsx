import { act, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApplicationsScreen } from '../../../src/features/admin/applications/ApplicationsScreen';
import { i18n } from '../../../src/i18n';
import { instantToNorwegianInput } from '../../../src/lib/norwegianTime';
import { server } from '../../msw/server';
import { fullAuction, ids, sellerUser } from '../../support/fixtures';
import { fileNamesOf, jsonPartOf, withNodeMultipart } from '../../support/multipart';
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
import { scaled } from '../../support/waitScale';

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

describe('the applications queue', { timeout: scaled(15_000) }, () => {
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

  it('says what a car lacks before its auction can start, and offers the fix instead of the start', async () => {
    serveQueue([{ ...golfApplication(), imagePaths: [] }, failedLookupCar()]);
    renderQueue();
    await screen.findByRole('article', { name: /ZZ99999/ });
    const quick = card(/ZZ99999/);
    expect(quick.getByText('Before the auction can start, the car needs:')).toBeInTheDocument();
    expect(quick.getByText('its make and model (Correct data)')).toBeInTheDocument();
    expect(quick.getByText(/its first registration, which gives the model year/)).toBeInTheDocument();
    expect(quick.queryByText(/a photo/)).not.toBeInTheDocument();
    expect(quick.queryByRole('button', { name: /^Start auction/ })).not.toBeInTheDocument();
    const golf = card(/EL12345/);
    expect(golf.getByText('a photo (Add photos)')).toBeInTheDocument();
    expect(golf.queryByText(/make and model \(/)).not.toBeInTheDocument();
    expect(golf.queryByRole('button', { name: /^Start auction/ })).not.toBeInTheDocument();
    expect(golf.getByRole('button', { name: 'Add photos to EL12345' })).toHaveAccessibleDescription(
      /Before the auction can start, the car needs: a photo/,
    );
  });

  it('shows every application it can read and names the one it cannot, with the way out', async () => {
    // 30 readable cars and, at row 17, one whose lookup never finished: every page holding it is 403.
    const rows = Array.from({ length: 31 }, (_, n) =>
      n === 17
        ? null
        : {
            ...golfApplication(),
            id: `00000000-0000-4000-8000-${String(500_000 + n).padStart(12, '0')}`,
            registrationNumber: `RD${10_000 + n}`,
          },
    );
    asOperator();
    const stuckSeller = {
      ...oneTimeSeller(),
      name: 'Stig Stuck',
      phoneNumber: '+4741111111',
      carId: quickCarId,
    };
    let deleted = false;
    server.use(
      http.get('/api/v1/cars', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const size = Number(params.get('size'));
        const from = Number(params.get('page')) * size;
        const shown = (deleted ? rows.filter((row) => row !== null) : rows).slice(from, from + size);
        if (shown.includes(null)) return new HttpResponse(null, { status: 403 });
        return HttpResponse.json({ items: shown, totalPages: Math.ceil(rows.length / size) });
      }),
      http.get(`/api/v1/cars/${quickCarId}`, () => new HttpResponse(null, { status: 403 })),
      http.get('/api/v1/users', () => HttpResponse.json([sellerUser(), stuckSeller])),
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
      http.delete(`/api/v1/cars/${quickCarId}`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const seen = recordRequests();
    const { user } = renderQueue();
    expect(await screen.findByText('30 cars waiting for review')).toBeInTheDocument();
    const notice = within(await screen.findByRole('region', { name: '1 application cannot be read' }));
    expect(notice.getByText(/lookup of a quickly submitted car has not finished/)).toBeInTheDocument();
    expect(
      notice.getByText(/If this is still here after a minute, the lookup will never finish/),
    ).toBeInTheDocument();
    expect(await notice.findByText(/Sent in by Stig Stuck/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: '+4741111111' })).toHaveAttribute('href', 'tel:+4741111111');
    // Narrowed down by smaller pages, not one request per car.
    expect(seen.filter((request) => request.startsWith('GET /api/v1/cars?')).length).toBeLessThan(25);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: 'Delete the application from Stig Stuck' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the application from Stig Stuck?' });
    expect(dialog).toHaveTextContent(/its photos and the one-time seller Stig Stuck are deleted for good/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete application' }));
    expect(await screen.findByText('The application from Stig Stuck was deleted.')).toBeInTheDocument();
    expect(seen).toContain(`DELETE /api/v1/cars/${quickCarId}`);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /cannot be read/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('30 cars waiting for review')).toBeInTheDocument();
  });

  it('says in Norwegian what it cannot read, and what to do when no seller names the car', async () => {
    await i18n.changeLanguage('no');
    asOperator();
    server.use(
      http.get('/api/v1/cars', ({ request }) => {
        const size = Number(new URL(request.url).searchParams.get('size'));
        const page = Number(new URL(request.url).searchParams.get('page'));
        // Row 1 of 2 cannot be read.
        if (page * size <= 1 && 1 < page * size + size) return new HttpResponse(null, { status: 403 });
        return HttpResponse.json({
          items: page === 0 ? [golfApplication()] : [],
          totalPages: Math.ceil(2 / size),
        });
      }),
      http.get('/api/v1/users', () => HttpResponse.json([sellerUser()])),
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    );
    renderQueue();
    const notice = within(await screen.findByRole('region', { name: '1 søknad kan ikke leses' }));
    expect(
      notice.getByText(/Oppslaget i kjøretøyregisteret for en hurtiginnsendt bil er ikke ferdig/),
    ).toBeInTheDocument();
    expect(await notice.findByText(/Ingen engangsselger peker på bilen/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /EL12345/ })).toBeInTheDocument();
  });

  it('finds the stuck car among many one-time sellers: each car read once, newest sellers first, more on request', async () => {
    // Row 1 of 2 cannot be read; 100 one-time sellers point at one car that is gone, 70 at cars that
    // went on (readable, not in review), and the stuck car's seller is the oldest in the list.
    const goneCar = '00000000-0000-0000-0000-000000000000';
    const movedOn = (n: number) => `00000000-0000-4000-8000-${String(700_000 + n).padStart(12, '0')}`;
    const stuckSeller = { ...oneTimeSeller(), id: 'stuck', name: 'Stig Stuck', carId: quickCarId };
    const others = [
      ...Array.from({ length: 70 }, (_, n) => ({ ...oneTimeSeller(), id: `moved-${n}`, carId: movedOn(n) })),
      ...Array.from({ length: 100 }, (_, n) => ({ ...oneTimeSeller(), id: `gone-${n}`, carId: goneCar })),
    ];
    asOperator();
    server.use(
      http.get('/api/v1/cars', ({ request }) => {
        const size = Number(new URL(request.url).searchParams.get('size'));
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page * size <= 1 && 1 < page * size + size) return new HttpResponse(null, { status: 403 });
        return HttpResponse.json({
          items: page === 0 ? [golfApplication()] : [],
          totalPages: Math.ceil(2 / size),
        });
      }),
      http.get(`/api/v1/cars/${quickCarId}`, () => new HttpResponse(null, { status: 403 })),
      http.get(`/api/v1/cars/${goneCar}`, () => new HttpResponse(null, { status: 404 })),
      http.get('/api/v1/cars/:id', () => HttpResponse.json(golfApplication())),
      http.get('/api/v1/users', () => HttpResponse.json([sellerUser(), stuckSeller, ...others])),
      http.get(`/api/v1/users/${ids.seller}`, () => HttpResponse.json(sellerUser())),
    );
    const seen = recordRequests();
    const { user } = renderQueue();
    const notice = within(await screen.findByRole('region', { name: '1 application cannot be read' }));
    // 72 different cars; the first 60 read (the newest sellers first) do not include it.
    expect(
      await notice.findByText("The car is not among the 60 of 72 one-time sellers' cars read so far."),
    ).toBeInTheDocument();
    expect(notice.queryByText(/No one-time seller points to the car/)).not.toBeInTheDocument();
    expect(seen.filter((request) => request === `GET /api/v1/cars/${goneCar}`)).toHaveLength(1);

    await user.click(notice.getByRole('button', { name: "Read 12 more one-time sellers' cars" }));
    expect(await notice.findByText(/Sent in by Stig Stuck/)).toBeInTheDocument();
    expect(notice.queryByRole('button', { name: /more one-time sellers/ })).not.toBeInTheDocument();
    // Each car read once, the first 60 not again.
    const reads = seen.filter((request) => /^GET \/api\/v1\/cars\/[0-9a-f-]{36}$/.test(request));
    expect(new Set(reads).size).toBe(reads.length);
    expect(reads).toHaveLength(72);
  });

  it('says the time a car was sent in is unknown, and why, when its photos carry no upload time', async () => {
    serveQueue([{ ...golfApplication(), imagePaths: ['/files/photo.jpg'] }]);
    renderQueue();
    await screen.findByRole('article', { name: /EL12345/ });
    expect(
      card(/EL12345/).getByText(
        "Its photos' names carry no upload time, so the time it was sent in is unknown",
      ),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('no'));
    expect(
      card(/EL12345/).getByText(
        'Bildenes navn har ikke opplastingstidspunkt, så innsendingstidspunktet er ukjent',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the queue shown when a reload fails, and retries', async () => {
    serveQueue();
    const { queryClient, user } = renderQueue();
    await screen.findByRole('article', { name: /EL12345/ });
    let failing = true;
    server.use(
      http.get('/api/v1/cars', () =>
        failing ? new HttpResponse(null, { status: 500 }) : page([golfApplication()]),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: ['cars'] });
    const alert = await screen.findByText('The applications could not be loaded.');
    expect(screen.getByRole('article', { name: /EL12345/ })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert.parentElement as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /ZZ99999/ })).not.toBeInTheDocument());
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
    expect(card(/ZZ99999/).getByText('Før auksjonen kan starte, mangler bilen:')).toBeInTheDocument();
    expect(card(/ZZ99999/).getByText('merke og modell (Rett data)')).toBeInTheDocument();
  });
});

describe('correcting an application', { timeout: scaled(15_000) }, () => {
  withNodeMultipart();

  it(
    'reads the car again and sends every fact with the stored owner, keeping a photo added since',
    { timeout: 40_000 },
    async () => {
      serveQueue();
      let sent: unknown;
      // Since the queue was read, the seller added a photo.
      const now = {
        ...failedLookupCar(),
        imagePaths: ['/files/1760000000000_front.jpg', '/files/1760000099000_late.jpg'],
      };
      server.use(
        http.get(`/api/v1/cars/${quickCarId}`, () => HttpResponse.json(now)),
        http.put('/api/v1/cars', async ({ request }) => {
          sent = await jsonPartOf(await request.formData(), 'carData');
          return new HttpResponse(null, { status: 200 });
        }),
      );
      const { user } = renderQueue();
      await user.click(await screen.findByRole('button', { name: 'Correct data of ZZ99999' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Correct ZZ99999' }));
      // The lookup's placeholders are empty fields, not facts.
      for (const label of [/^Make/, /^First registered/, /^Next EU control/, /^Weight/, /^Number of seats/]) {
        expect(dialog.getByLabelText(label)).toHaveValue('');
      }
      await user.type(dialog.getByLabelText(/^Make/), 'Toyota');
      await user.type(dialog.getByLabelText(/^Model/), 'Corolla');
      await user.type(dialog.getByLabelText(/^First registered/), '2015-06-01');
      await user.type(dialog.getByLabelText(/^Next EU control/), '2027-06-30');
      await user.type(dialog.getByLabelText(/^Fuel/), 'Bensin');
      await user.type(dialog.getByLabelText(/^Engine volume/), '1598');
      await user.type(dialog.getByLabelText(/^Bodywork/), 'Stasjonsvogn');
      await user.type(dialog.getByLabelText(/^Colour/), 'Blå');
      await user.type(dialog.getByLabelText(/^Number of seats/), '5');
      await user.type(dialog.getByLabelText(/^Number of doors/), '5');
      await user.type(dialog.getByLabelText(/^Weight/), '1280');
      await user.selectOptions(dialog.getByLabelText(/^Gearbox/), 'Manual');
      await user.selectOptions(dialog.getByLabelText(/^Drive type/), 'Front-wheel drive');
      await user.type(dialog.getByLabelText(/^Additional information/), 'Nye dekk');
      await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
      expect(await screen.findByText('The data of ZZ99999 was saved.')).toBeInTheDocument();
      expect(sent).toEqual({
        id: quickCarId,
        ownerId: oneTimeSellerId,
        registrationNumber: 'ZZ99999',
        kilometers: 120000,
        expectedPrice: 40000,
        make: 'Toyota',
        model: 'Corolla',
        firstTimeRegisteredInNorway: '2015-06-01',
        nextEUControl: '2027-06-30',
        engineType: 'Bensin',
        engineVolume: 1598,
        bodywork: 'Stasjonsvogn',
        color: 'Blå',
        numberOfSeats: 5,
        numberOfDoors: 5,
        weight: 1280,
        gearboxType: 'Manuell',
        operatingMode: 'Framhjulstrekk',
        additionalInformation: 'Nye dekk',
        imagePaths: ['/files/1760000000000_front.jpg', '/files/1760000099000_late.jpg'],
      });
    },
  );

  it('keeps a fact left empty unknown, and the badge names what is still missing, in both languages', async () => {
    const stored = { ...failedLookupCar() };
    serveQueue([golfApplication(), stored]);
    let sent: Record<string, unknown> = {};
    server.use(
      http.get(`/api/v1/cars/${quickCarId}`, () => HttpResponse.json(stored)),
      http.put('/api/v1/cars', async ({ request }) => {
        sent = (await jsonPartOf(await request.formData(), 'carData')) as Record<string, unknown>;
        // The backend stores the body: the queue read again shows it.
        Object.assign(stored, sent);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderQueue();
    const quick = () => card(/ZZ99999/);
    expect(
      await screen.findByText(
        /11 facts are unknown: Make, Model, First registered in Norway, Next EU control/,
      ),
    ).toBeInTheDocument();
    await user.click(quick().getByRole('button', { name: 'Correct data of ZZ99999' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Correct ZZ99999' }));
    await user.type(dialog.getByLabelText(/^Make/), 'Toyota');
    await user.type(dialog.getByLabelText(/^Model/), 'Corolla');
    await user.type(dialog.getByLabelText(/^First registered/), '2015-06-01');
    await user.click(dialog.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('The data of ZZ99999 was saved.')).toBeInTheDocument();
    // What was left empty is sent as the stored placeholder: still unknown, never a made-up fact.
    expect(sent).toMatchObject({
      color: 'N/A',
      weight: 0,
      nextEUControl: '1111-11-11',
      gearboxType: 'Annet',
    });
    await waitFor(() =>
      expect(
        quick().getByText(/8 facts are unknown: Next EU control, Fuel, Engine volume/),
      ).toBeInTheDocument(),
    );
    expect(quick().getByText('Data missing')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('no'));
    expect(
      quick().getByText(/8 opplysninger er ukjente: Neste EU-kontroll, Drivstoff, Slagvolum/),
    ).toBeInTheDocument();
    expect(quick().getByText(/Budgivere ville sett dem som «Ukjent»/)).toBeInTheDocument();
    expect(quick().getByText('Data mangler')).toBeInTheDocument();
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
    server.use(http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(golfApplication())));
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

describe('starting an auction from an application', { timeout: scaled(15_000) }, () => {
  const tomorrow = () => instantToNorwegianInput(new Date(Date.now() + 86_400_000).toISOString());
  const typeEnd = async (
    user: UserEvent,
    dialog: BoundFunctions<typeof queries>,
    date: string,
    time: string,
  ) => {
    await user.clear(dialog.getByLabelText(/^End date/));
    await user.type(dialog.getByLabelText(/^End date/), date);
    await user.clear(dialog.getByLabelText(/^End time/));
    await user.type(dialog.getByLabelText(/^End time/), time);
  };

  it('sends the terms with the car’s snapshot and the end as UTC, then names the seller to tell', async () => {
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
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    // The expected price is suggested as the starting price, and an end a week ahead.
    expect(dialog.getByLabelText(/^Starting price/)).toHaveValue('150000');
    expect(dialog.getByLabelText(/^End date/)).not.toHaveValue('');
    const end = tomorrow();
    await typeEnd(user, dialog, end?.date ?? '', '18:30');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    const notice = within(
      await screen.findByRole('region', { name: 'The auction of Volkswagen Golf has started' }),
    );
    expect(notice.getByText(/The seller is not told automatically/)).toBeInTheDocument();
    // The server marks the car on auction a moment later; the queue does not offer it again meanwhile.
    expect(screen.queryByRole('article', { name: /EL12345/ })).not.toBeInTheDocument();
    expect(await notice.findByText(/Siri Selger/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: '+4791234567' })).toHaveAttribute('href', 'tel:+4791234567');
    expect(notice.getByRole('link', { name: 'selger@demo.no' })).toHaveAttribute(
      'href',
      'mailto:selger@demo.no',
    );
    expect(notice.getByText(/is now offered to dealers in an auction that ends/)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Open the auction' })).toHaveAttribute(
      'href',
      `/auction/${ids.car}`,
    );
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
    await user.click(notice.getByRole('button', { name: 'Done, the seller is told' }));
    expect(screen.queryByRole('region', { name: /has started/ })).not.toBeInTheDocument();
  });

  it('says the car a search found left the queue when its auction started, not that the search found nothing', async () => {
    serveQueue();
    server.use(
      http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(golfApplication())),
      http.post('/api/v1/auctions/start', () => new HttpResponse(null, { status: 200 })),
      http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
    );
    const { user } = renderQueue();
    await user.type(await screen.findByRole('searchbox', { name: 'Find an application' }), 'EL12345');
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    await screen.findByRole('region', { name: 'The auction of Volkswagen Golf has started' });
    expect(
      await screen.findByText(
        'EL12345 is on auction now and has left the queue, so the search finds no application. Clear the search to see the whole queue.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^0 of \d+ cars found$/)).not.toBeInTheDocument();
    expect(screen.queryByText('No application fits that search.')).not.toBeInTheDocument();
  });

  it('names the seller to tell in Norwegian, and says nobody is told automatically', async () => {
    await i18n.changeLanguage('no');
    serveQueue();
    server.use(
      http.get(`/api/v1/cars/${ids.car}`, () => HttpResponse.json(golfApplication())),
      http.post('/api/v1/auctions/start', () => new HttpResponse(null, { status: 200 })),
      http.get(`/api/v1/auctions/by-car/${ids.car}`, () => HttpResponse.json(fullAuction())),
    );
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auksjon for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auksjon for EL12345' }));
    await user.click(dialog.getByRole('button', { name: 'Start auksjon' }));
    const notice = within(
      await screen.findByRole('region', { name: 'Auksjonen for Volkswagen Golf har startet' }),
    );
    expect(notice.getByText(/Selgeren får ikke beskjed automatisk/)).toBeInTheDocument();
    expect(notice.getByText(/tilbys nå til forhandlere i en auksjon som slutter/)).toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Ferdig, selgeren har fått beskjed' })).toBeInTheDocument();
  });

  it('refuses a step of 0, an end in the past and an auction shorter than an hour, keeping what was typed', async () => {
    serveQueue();
    const seen = recordRequests();
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    const step = dialog.getByLabelText(/^Minimal step/);
    await user.clear(step);
    await user.type(step, '0');
    await typeEnd(user, dialog, '01.01.2020', '12:00');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText('The minimal step must be at least 1')).toBeInTheDocument();
    await user.clear(step);
    await user.type(step, '1000');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText('The end must be in the future')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^End date/)).toHaveValue('01.01.2020');
    const soon = instantToNorwegianInput(new Date(Date.now() + 20 * 60_000).toISOString());
    await typeEnd(user, dialog, soon?.date ?? '', soon?.time ?? '');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    await waitFor(() =>
      expect(dialog.getByLabelText(/^End time/)).toHaveAccessibleDescription(/must last at least one hour/),
    );
    expect(seen.filter((request) => request.includes('/auctions'))).toEqual([]);
  });

  it('asks for the starting price when the seller gave no expected price', async () => {
    serveQueue([{ ...golfApplication(), expectedPrice: null }]);
    const seen = recordRequests();
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Start auction for EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Start auction for EL12345' }));
    expect(dialog.getByLabelText(/^Starting price/)).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
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
    await typeEnd(user, dialog, tomorrow()?.date ?? '', '18:30');
    await user.click(dialog.getByRole('button', { name: 'Start auction' }));
    expect(await dialog.findByText(/no longer in review/)).toBeInTheDocument();
    expect(seen.filter((request) => request.startsWith('POST'))).toEqual([]);
  });
});

describe('adding photos to an application', { timeout: scaled(15_000) }, () => {
  withNodeMultipart();

  it('uploads photos chosen with the seller’s picker and says how many were added', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    serveQueue([{ ...golfApplication(), imagePaths: [] }]);
    let sent: string[] = [];
    let carId: string | null = null;
    server.use(
      http.post('/api/v1/cars/add-images', async ({ request }) => {
        carId = new URL(request.url).searchParams.get('carId');
        sent = fileNamesOf(await request.formData(), 'images');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = renderWithProviders(<ApplicationsScreen />, {
      userOptions: { delay: null, applyAccept: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Add photos to EL12345' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add photos to EL12345' }));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    // Refused empty: the picker has the focus and says why beneath it, as every field does.
    const picker = dialog.getByLabelText(/^Photos/);
    expect(picker).toHaveFocus();
    expect(picker).toHaveAccessibleDescription(/Choose at least one photo$/);
    await user.upload(picker, [new File(['x'], 'front.jpg', { type: 'image/jpeg' })]);
    expect(await dialog.findByRole('img', { name: 'Chosen photo front.jpg' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('1 photo was added to EL12345.')).toBeInTheDocument();
    expect(carId).toBe(ids.car);
    expect(sent).toEqual(['front.jpg']);
  });
});
