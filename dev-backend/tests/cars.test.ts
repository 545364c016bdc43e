import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import { call, jsonPart, login, resetData, startServer } from './helpers.js';

let server: RunningServer;
let fx: Fixtures;
let sellerToken: string;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  fx = server.fixtures();
  sellerToken = await login(server, 'selger@demo.no');
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function fullCar(ownerId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    registrationNumber: 'EL99999',
    kilometers: 12000,
    make: 'Tesla',
    model: 'Model Y',
    firstTimeRegisteredInNorway: '2022-03-01',
    engineType: 'Elektrisk',
    engineVolume: 0,
    bodywork: 'SUV',
    numberOfSeats: 5,
    numberOfDoors: 5,
    color: 'Hvit',
    gearboxType: 'automat',
    operatingMode: 'FIREHJULSTREKK',
    weight: 2000,
    nextEUControl: '2026-03-01',
    ownerId,
    expectedPrice: 400000,
    additionalInformation: null,
    imagePaths: [],
    ...extra,
  };
}

function carForm(
  carData: unknown,
  images: { name: string; type: string; data: Buffer | string }[] = [],
): FormData {
  const form = new FormData();
  form.append('carData', jsonPart(carData));
  for (const image of images) form.append('images', new Blob([image.data], { type: image.type }), image.name);
  return form;
}

describe('car reads', () => {
  it('lists cars publicly with paging and the status filter (unknown → Annet)', async () => {
    const all = await call(server, '/api/v1/cars');
    // The demo seller's 24 cars, the open market seller's 33 and two quick submissions.
    expect(all.json()).toMatchObject({ totalElements: 59, totalPages: 8, currentPage: 0 });
    expect(all.json<{ items: unknown[] }>().items).toHaveLength(8);
    const sold = await call(server, `/api/v1/cars?status=solgt&ownerId=${fx.sellerId}&page=0&size=20`);
    expect(sold.json<{ items: { id: string }[] }>().items.map((c) => c.id)).toEqual(
      fx.sellerCarIdsByStatus.Solgt,
    );
    const unknown = await call(server, '/api/v1/cars?status=ON_AUCTION');
    expect(unknown.json<{ items: { status: string }[] }>().items.every((c) => c.status === 'Annet')).toBe(
      true,
    );
    expect((await call(server, '/api/v1/cars?page=-1')).status).toBe(403);
    expect((await call(server, '/api/v1/cars?ownerId=nope')).status).toBe(403);
    const past = await call(server, '/api/v1/cars?page=9');
    expect(past.json()).toMatchObject({ items: [], currentPage: 9 });
  });

  it('answers exists with a JSON boolean, exact match only', async () => {
    expect((await call(server, '/api/v1/cars/exists?regNumber=EL12345')).text).toBe('true');
    expect((await call(server, '/api/v1/cars/exists?regNumber=el12345')).text).toBe('false');
    expect((await call(server, '/api/v1/cars/exists')).status).toBe(403);
  });

  it('returns a car by id with demo photos, 404 for an unknown id', async () => {
    const id = fx.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const car = await call(server, `/api/v1/cars/${id}`, { token: sellerToken });
    expect(car.json()).toMatchObject({ id, status: 'Vurdering', ownerId: fx.sellerId });
    const photo = car.json<{ imagePaths: string[] }>().imagePaths[0] ?? '';
    const svg = await call(server, photo);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.text).toContain('<svg');
    const missing = await call(server, '/api/v1/cars/00000000-0000-4000-8000-00000000ffff', {
      token: sellerToken,
    });
    expect(missing.json()).toMatchObject({
      statusCode: 404,
      message: 'Car with id 00000000-0000-4000-8000-00000000ffff was not found',
    });
    expect((await call(server, `/api/v1/cars/${id}`)).status).toBe(403);
  });
});

describe('car writes', () => {
  it('adds a complete car with images stored and served under /files/', async () => {
    const form = carForm(fullCar(fx.sellerId), [{ name: 'front view.png', type: 'image/png', data: PNG }]);
    const answer = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: form,
      token: sellerToken,
    });
    expect(answer.status).toBe(200);
    const car = answer.json<{
      status: string;
      gearboxType: string;
      operatingMode: string;
      imagePaths: string[];
    }>();
    expect(car).toMatchObject({
      status: 'Vurdering',
      gearboxType: 'Automat',
      operatingMode: 'Firehjulstrekk',
    });
    expect(car.imagePaths[0]).toMatch(/^\/files\/\d+_front%20view\.png$/);
    const image = await fetch(server.url + (car.imagePaths[0] ?? ''));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('validates the car payload and rejects taken registration numbers', async () => {
    const invalid = carForm(fullCar(fx.sellerId, { make: ' ', kilometers: -1, numberOfDoors: null }));
    const answer = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: invalid,
      token: sellerToken,
    });
    expect(answer.status).toBe(400);
    for (const part of [
      'Make cannot be null or blank; ',
      'Kilometers cannot be less then 0; ',
      'must not be null; ',
    ]) {
      expect(String(answer.json().message)).toContain(part);
    }
    const taken = carForm(fullCar(fx.sellerId, { registrationNumber: 'EL12345' }));
    const dup = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: taken,
      token: sellerToken,
    });
    expect(dup.json()).toMatchObject({
      statusCode: 409,
      message: "Car with the registration number 'EL12345' already exists",
    });
    const badDate = carForm(fullCar(fx.sellerId, { nextEUControl: '2026-13-45' }));
    expect(
      (
        await call(server, '/api/v1/cars/add-complete-user', {
          method: 'POST',
          body: badDate,
          token: sellerToken,
        })
      ).json().message,
    ).toBe('Your request is invalid. Cannot proceed.');
  });

  it('rejects unsupported image types with 500 and a plain-text carData with 403', async () => {
    const gif = carForm(fullCar(fx.sellerId), [{ name: 'a.gif', type: 'image/gif', data: 'GIF89a' }]);
    const answer = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: gif,
      token: sellerToken,
    });
    expect(answer.json()).toMatchObject({ statusCode: 500, message: 'Unsupported file type: image/gif' });
    const form = new FormData();
    form.append('carData', JSON.stringify(fullCar(fx.sellerId)));
    const plain = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: form,
      token: sellerToken,
    });
    expect([plain.status, plain.text]).toEqual([403, '']);
  });

  it('rejects a request over 20 MB as a whole with the production message', async () => {
    const half = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const form = carForm(fullCar(fx.sellerId), [
      { name: 'a.jpg', type: 'image/jpeg', data: half },
      { name: 'b.jpg', type: 'image/jpeg', data: half },
    ]);
    const answer = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: form,
      token: sellerToken,
    });
    expect(answer.json()).toMatchObject({
      statusCode: 400,
      message: 'Max upload size of 10 MB exceeded. Try again with less data.',
    });
  });

  it('takes quick submissions from one-time sellers (200 empty)', async () => {
    const { userId } = (
      await call(server, '/api/v1/users/register-one-time-seller', {
        method: 'POST',
        json: { name: 'Eva', phoneNumber: '5' },
      })
    ).json<{ userId: string }>();
    const form = carForm({
      ownerId: userId,
      registrationNumber: 'AB10001',
      kilometers: 1000,
      expectedPrice: 0,
    });
    const answer = await call(server, '/api/v1/cars/add-simplified', { method: 'POST', body: form });
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await call(server, '/api/v1/cars/exists?regNumber=AB10001')).text).toBe('true');
    const invalid = carForm({ ownerId: userId, registrationNumber: null, kilometers: -5 });
    const message = String(
      (await call(server, '/api/v1/cars/add-simplified', { method: 'POST', body: invalid })).json().message,
    );
    for (const part of [
      'Registration number cannot be null; ',
      'Kilometers value cannot be less than 0; ',
      'Price cannot be null; ',
    ]) {
      expect(message).toContain(part);
    }
  });

  it('accepts a JSON part sent as a plain field with Content-Type application/json (curl -F …;type=)', async () => {
    const boundary = 'xYzBoundary';
    const data = JSON.stringify({
      ownerId: fx.sellerId,
      registrationNumber: 'AB20002',
      kilometers: 1,
      expectedPrice: 1,
    });
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="carData"\r\nContent-Type: application/json\r\n\r\n${data}\r\n--${boundary}--\r\n`;
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    const answer = await call(server, '/api/v1/cars/add-simplified', { method: 'POST', body, headers });
    expect([answer.status, answer.text]).toEqual([200, '']);
    const broken = body.replace(data, '{"ownerId":');
    const invalid = await call(server, '/api/v1/cars/add-simplified', {
      method: 'POST',
      body: broken,
      headers,
    });
    expect(invalid.json().message).toBe('Your request is invalid. Cannot proceed.');
  });

  it('updates a car for whoever sends itself as ownerId (production’s hole), not while on auction or sold', async () => {
    const id = fx.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const car = (await call(server, `/api/v1/cars/${id}`, { token: sellerToken })).json<{
      imagePaths: string[];
    }>();
    const update = fullCar(fx.sellerId, {
      id,
      registrationNumber: 'NY12345',
      imagePaths: car.imagePaths.slice(0, 1),
    });
    const answer = await call(server, '/api/v1/cars', {
      method: 'PUT',
      body: carForm(update),
      token: sellerToken,
    });
    expect([answer.status, answer.text]).toEqual([200, '']);
    const after = (await call(server, `/api/v1/cars/${id}`, { token: sellerToken })).json();
    expect(after).toMatchObject({
      registrationNumber: 'NY12345',
      status: 'Vurdering',
      imagePaths: car.imagePaths.slice(0, 1),
    });
    const onAuction = fullCar(fx.sellerId, { id: fx.activeCarIds[0], registrationNumber: 'X1' });
    expect(
      (
        await call(server, '/api/v1/cars', { method: 'PUT', body: carForm(onAuction), token: sellerToken })
      ).json().message,
    ).toBe('Car is already on the auction. Cannot update.');
    const other = await call(server, '/api/v1/users/register-seller', {
      method: 'POST',
      json: {
        name: 'Other',
        phoneNumber: '1',
        email: 'o@t.no',
        password: '12345678',
        address: { streetAddress: 's', postalLocation: 'l', postalCode: '1' },
      },
    });
    const otherToken = await login(server, 'o@t.no', '12345678');
    const otherId = other.json<{ userId: string }>().userId;
    // Someone else's ownerId in the body: refused (`#carData.ownerId() == principal.id`).
    const posing = fullCar(fx.sellerId, { id, registrationNumber: 'Z1', imagePaths: [] });
    expect(
      (await call(server, '/api/v1/cars', { method: 'PUT', body: carForm(posing), token: otherToken }))
        .status,
    ).toBe(403);
    // Itself as ownerId: the stored owner is never compared, and the car becomes theirs (contract §14.4).
    const taken = fullCar(otherId, { id, registrationNumber: 'Z1', imagePaths: ['/files/elsewhere.png'] });
    const answerTaken = await call(server, '/api/v1/cars', {
      method: 'PUT',
      body: carForm(taken),
      token: otherToken,
    });
    expect(answerTaken.status).toBe(200);
    expect((await call(server, `/api/v1/cars/${id}`, { token: otherToken })).json()).toMatchObject({
      ownerId: otherId,
      registrationNumber: 'Z1',
      // The body's imagePaths are written as sent, stored or not (`CarApplicationService.updateCar`).
      imagePaths: ['/files/elsewhere.png'],
    });
  });

  it('deletes from storage every stored photo an update leaves out, one added since it was read too (contract §14.2)', async () => {
    const id = fx.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const read = async () =>
      (await call(server, `/api/v1/cars/${id}`, { token: sellerToken })).json<{ imagePaths: string[] }>()
        .imagePaths;
    const asRead = await read();
    const added = new FormData();
    added.append('images', new Blob([PNG], { type: 'image/png' }), 'late.png');
    const upload = await call(server, `/api/v1/cars/add-images?carId=${id}`, {
      method: 'POST',
      body: added,
      token: sellerToken,
    });
    expect(upload.status).toBe(200);
    const late = (await read()).find((path) => !asRead.includes(path)) ?? '';
    expect((await fetch(server.url + late)).status).toBe(200);

    // Sent with the photos as they were read before the late one came: production's compareAndDeleteImages.
    const update = fullCar(fx.sellerId, { id, imagePaths: asRead });
    const answer = await call(server, '/api/v1/cars', {
      method: 'PUT',
      body: carForm(update),
      token: sellerToken,
    });
    expect(answer.status).toBe(200);
    expect(await read()).toEqual(asRead);
    // Gone from storage: the bucket answers a missing object 403, as S3 does.
    expect((await fetch(server.url + late)).status).toBe(403);
  });

  it('lets any logged-in user set any car’s status, as production (contract §14.4)', async () => {
    const id = fx.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const rep = await login(server, 'rep1@demo.no');
    const answer = await call(server, `/api/v1/cars/${id}?status=Annet`, { method: 'PUT', token: rep });
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await call(server, `/api/v1/cars/${id}`, { token: rep })).json()).toMatchObject({
      status: 'Annet',
    });
    expect((await call(server, `/api/v1/cars/${id}?status=Vurdering`, { method: 'PUT' })).status).toBe(403);
  });

  it('adds a complete car for any ownerId the caller names (not compared with the caller)', async () => {
    const other = await login(server, 'selger2@demo.no');
    const answer = await call(server, '/api/v1/cars/add-complete-user', {
      method: 'POST',
      body: carForm(fullCar(fx.sellerId, { registrationNumber: 'AN12345' })),
      token: other,
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ ownerId: fx.sellerId });
  });

  it('lets any seller delete any car, on auction or sold, and leaves its auction open, as production does', async () => {
    const id = fx.sellerCarIdsByStatus.Annet[0] ?? '';
    const company = await login(server, 'firma@demo.no');
    expect((await call(server, `/api/v1/cars/${id}`, { method: 'DELETE', token: company })).status).toBe(403);
    const ok = await call(server, `/api/v1/cars/${id}`, { method: 'DELETE', token: sellerToken });
    expect([ok.status, ok.text]).toEqual([200, '']);

    // `CarApplicationService.deleteById` checks neither the owner nor the status (contract §14.4):
    // another seller deletes the demo seller's car on auction, and its sold one.
    const stranger = await login(server, 'selger2@demo.no');
    const onAuction = fx.activeCarIds[0] ?? '';
    const sold = fx.finishedCarIds[0] ?? '';
    for (const carId of [onAuction, sold]) {
      const gone = await call(server, `/api/v1/cars/${carId}`, { method: 'DELETE', token: stranger });
      expect([gone.status, gone.text]).toEqual([200, '']);
      expect((await call(server, `/api/v1/cars/${carId}`, { token: sellerToken })).json()).toMatchObject({
        statusCode: 404,
      });
    }
    // The auction stays open without its car, and a bid still lands on it.
    const rep = await login(server, 'rep1@demo.no');
    const ghost = (await call(server, `/api/v1/auctions/by-car/${onAuction}`, { token: rep })).json<{
      id: string;
      status: string;
      minimalStep: number;
      startingPrice: number;
      highestBid: { amount: number } | null;
    }>();
    expect(ghost.status).toBe('ACTIVE');
    const amount = (ghost.highestBid?.amount ?? ghost.startingPrice) + ghost.minimalStep;
    const bid = await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token: rep,
      json: { auctionId: ghost.id, amount },
    });
    expect(bid.status).toBe(200);
    expect(bid.json()).toMatchObject({ status: 'Aktivt', highestBid: { amount } });
  });
});
