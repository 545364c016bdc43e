import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fixtures } from '../src/seed/demoData.js';
import type { RunningServer } from '../src/server.js';
import {
  type StompSession,
  call,
  connectStomp,
  control,
  jsonPart,
  login,
  resetData,
  startServer,
} from './helpers.js';

let server: RunningServer;
let fx: Fixtures;
let admin: string;
const sessions: StompSession[] = [];

beforeAll(async () => {
  server = await startServer({ sideEffectDelayMs: 100 });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await resetData(server);
  fx = server.fixtures();
  admin = await login(server, 'admin@demo.no');
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

interface Full {
  id: string;
  status: string;
  startingPrice: number;
  minimalStep: number;
  endDateTime: string;
  bids: unknown[];
}

const byCar = async (carId: string): Promise<Full> =>
  (await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).json<Full>();
const carStatus = async (carId: string): Promise<unknown> =>
  (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json().status;

function startBody(carId: string, endDateTime = inMs(3_600_000)): Record<string, unknown> {
  return {
    startingPrice: 50000,
    minimalStep: 1000,
    expectedPrice: 80000,
    endDateTime,
    carId,
    thumbnailImageUrl: '/files/x.svg',
    makeModel: 'Honda Civic',
    modelYear: '2019',
  };
}

const put = (path: string, json?: unknown, token = admin) =>
  call(server, path, { method: 'PUT', token, json });

describe('operator: auctions (contract §9, §14.2)', () => {
  it('starts an auction with 200 empty; the car becomes Auksjon shortly after; a second start is 409', async () => {
    const carId = fx.applicationCarIds[0] ?? '';
    const answer = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: admin,
      json: startBody(carId),
    });
    expect([answer.status, answer.text, answer.headers.get('content-type')]).toEqual([200, '', null]);
    expect(await carStatus(carId)).toBe('Vurdering');
    await expect.poll(() => carStatus(carId), { timeout: 2000 }).toBe('Auksjon');
    expect(await byCar(carId)).toMatchObject({ status: 'ACTIVE', startingPrice: 50000, bids: [] });
    const again = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: admin,
      json: startBody(carId),
    });
    expect([again.status, again.json().message]).toEqual([409, `Auction for car '${carId}' already exists`]);
  });

  it('refuses a start without a photo, a make and model or a year with production’s 400 (NewAuctionRequest @NotBlank)', async () => {
    const carId = fx.applicationCarIds[0] ?? '';
    const blank = { ...startBody(carId), thumbnailImageUrl: '', makeModel: '  ', modelYear: null };
    const answer = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: admin,
      json: blank,
    });
    expect(answer.status).toBe(400);
    const message = answer.json().message as string;
    expect(message.startsWith('Validation error(s): ')).toBe(true);
    for (const violation of [
      'Image for car cannot be absent; ',
      'Make and model of car cannot be absent; ',
      'Model year cannot be absent; ',
    ])
      expect(message).toContain(violation);
    expect((await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).status).toBe(404);
  });

  it('does not check the car or the end: a past end is stored ACTIVE and never finished', async () => {
    const ghost = '00000000-0000-4000-8000-00000000abcd';
    const answer = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: admin,
      json: startBody(ghost, inMs(-60_000)),
    });
    expect(answer.status).toBe(200);
    await sleep(300);
    expect((await byCar(ghost)).status).toBe('ACTIVE');
  });

  it('checks a logged-in non-operator’s body before refusing it; the anonymous are refused at once', async () => {
    const seller = await login(server, 'selger@demo.no');
    const invalid = await call(server, '/api/v1/auctions/start', { method: 'POST', token: seller, json: {} });
    expect(invalid.status).toBe(400);
    const valid = await call(server, '/api/v1/auctions/start', {
      method: 'POST',
      token: seller,
      json: startBody(fx.applicationCarIds[0] ?? ''),
    });
    expect([valid.status, valid.text]).toEqual([403, '']);
    expect((await call(server, '/api/v1/auctions/start', { method: 'POST', json: {} })).status).toBe(403);
    // PUT /auctions has a URL-level operator rule: refused before the body is read.
    expect((await put('/api/v1/auctions', {}, seller)).status).toBe(403);
  });

  it('updates prices and the end without rescheduling the finish job and without a broadcast', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const before = await byCar(carId);
    const rep = await connectStomp(server, await login(server, 'rep1@demo.no'));
    sessions.push(rep);
    const topic = await rep.subscribe(`/topic/auction/${carId}`);
    const update = {
      id: before.id,
      startingPrice: 1,
      minimalStep: 7,
      expectedPrice: 2,
      endDateTime: inMs(150),
    };
    const answer = await put('/api/v1/auctions', update);
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect(await byCar(carId)).toMatchObject({ minimalStep: 7, status: 'ACTIVE' });
    // The old job (in hours) still stands: the earlier end passes, the status stays ACTIVE.
    await sleep(400);
    expect((await byCar(carId)).status).toBe('ACTIVE');
    await rep.subscribe('/user/queue/errors');
    expect(topic.messages).toHaveLength(0);
    const missing = await put('/api/v1/auctions', { ...update, id: fx.sellerId });
    expect([missing.status, missing.json().message]).toEqual([
      404,
      `Auction with id '${fx.sellerId}' not found`,
    ]);
  });

  it('pauses and resumes without a broadcast; a socket bid in between is refused 409 on the error queue', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const auction = await byCar(carId);
    const rep = await connectStomp(server, await login(server, 'rep1@demo.no'));
    sessions.push(rep);
    const [topic, errors] = await Promise.all([
      rep.subscribe(`/topic/auction/${carId}`),
      rep.subscribe('/user/queue/errors'),
    ]);
    expect((await put(`/api/v1/auctions/${auction.id}?status=Deaktivert`)).status).toBe(200);
    const amount = auction.startingPrice + 100 * auction.minimalStep;
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount }),
    });
    const refusal = JSON.parse((await errors.next(() => true)).body) as {
      statusCode: number;
      message: string;
    };
    expect(refusal).toMatchObject({ statusCode: 409, message: 'Auction is currently paused.' });
    expect((await put(`/api/v1/auctions/${auction.id}?status=Aktivt`)).status).toBe(200);
    // Production sends nothing on a pause or a resume (contract §14.8): the topic is still silent.
    expect(topic.messages).toHaveLength(0);
    rep.client.publish({
      destination: '/app/place-bid',
      body: JSON.stringify({ auctionId: auction.id, amount }),
    });
    await topic.next(() => true);
    expect(topic.messages).toHaveLength(1);
  });

  it('restarts only a non-active auction with a future end, keeping its bids, with a new finish job', async () => {
    const paused = await byCar(fx.pausedCarId);
    const body = {
      id: paused.id,
      startingPrice: 1000,
      minimalStep: 500,
      expectedPrice: 5000,
      endDateTime: inMs(400),
    };
    expect((await put('/api/v1/auctions/update-restart', { ...body, endDateTime: inMs(-1000) })).status).toBe(
      403,
    );
    const restarted = await put('/api/v1/auctions/update-restart', body);
    expect([restarted.status, restarted.text]).toEqual([200, '']);
    const after = await byCar(fx.pausedCarId);
    expect(after.status).toBe('ACTIVE');
    expect(after.bids).toHaveLength(paused.bids.length);
    expect((await put('/api/v1/auctions/update-restart', body)).status).toBe(403);
    await expect.poll(async () => (await byCar(fx.pausedCarId)).status, { timeout: 3000 }).toBe('FINISHED');
    expect(await carStatus(fx.pausedCarId)).toBe('Solgt');
  });

  it('restarts a finished auction and puts its car back on auction shortly after', async () => {
    const carId = fx.finishedWithoutBidsCarId;
    const finished = await byCar(carId);
    const body = {
      id: finished.id,
      startingPrice: 1000,
      minimalStep: 500,
      expectedPrice: 5000,
      endDateTime: inMs(3_600_000),
    };
    expect((await put('/api/v1/auctions/update-restart', body)).status).toBe(200);
    await expect.poll(() => carStatus(carId), { timeout: 2000 }).toBe('Auksjon');
  });

  it('drops a finish job that fires while the auction is paused; a plain resume arms none, a restart does', async () => {
    const carId = fx.activeCarIds[6] ?? '';
    const { id } = await byCar(carId);
    expect((await put(`/api/v1/auctions/${id}?status=Deaktivert`)).status).toBe(200);
    // The end passes while it is paused: the job that fires then does nothing and is gone.
    await control(server, 'auction/end-time', { carId, endDateTime: inMs(150) });
    await sleep(400);
    expect((await byCar(carId)).status).toBe('DISABLED');
    // A plain resume changes the row only: ACTIVE for ever, bids refused as closed, never Solgt.
    expect((await put(`/api/v1/auctions/${id}?status=Aktivt`)).status).toBe(200);
    await sleep(300);
    expect((await byCar(carId)).status).toBe('ACTIVE');
    expect(await carStatus(carId)).toBe('Auksjon');
    const rep = await login(server, 'rep1@demo.no');
    const bid = await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token: rep,
      json: { auctionId: id, amount: 10_000_000 },
    });
    expect([bid.status, bid.json().message]).toEqual([
      409,
      'Auction is already closed. Cannot place new bid.',
    ]);
    // A restart (pause first: it refuses an ACTIVE auction) arms a new job, which ends it.
    expect((await put(`/api/v1/auctions/${id}?status=Deaktivert`)).status).toBe(200);
    const full = await byCar(carId);
    const restart = {
      id,
      startingPrice: full.startingPrice,
      minimalStep: full.minimalStep,
      expectedPrice: 0,
      endDateTime: inMs(300),
    };
    expect((await put('/api/v1/auctions/update-restart', restart)).status).toBe(200);
    await expect.poll(async () => (await byCar(carId)).status, { timeout: 3000 }).toBe('FINISHED');
    await expect.poll(() => carStatus(carId), { timeout: 2000 }).toBe('Solgt');
  });

  it('finishes at a restart every auction whose stored deadline passed, paused or not (/__test/restart)', async () => {
    const [pausedCar = '', laterCar = '', strandedCar = ''] = fx.activeCarIds.slice(7, 10);
    const paused = await byCar(pausedCar);
    // Its job is stored at this end; the pause does not touch it (the row only).
    await control(server, 'auction/end-time', { carId: pausedCar, endDateTime: inMs(150) });
    expect((await put(`/api/v1/auctions/${paused.id}?status=Deaktivert`)).status).toBe(200);
    // Paused too, but its stored deadline is still ahead: re-armed, not finished.
    const later = await byCar(laterCar);
    expect((await put(`/api/v1/auctions/${later.id}?status=Deaktivert`)).status).toBe(200);
    // Stranded: a plain resume after its job was dropped, so no job is stored at all.
    const stranded = await byCar(strandedCar);
    expect((await put(`/api/v1/auctions/${stranded.id}?status=Deaktivert`)).status).toBe(200);
    await control(server, 'auction/end-time', { carId: strandedCar, endDateTime: inMs(-60_000) });
    expect((await put(`/api/v1/auctions/${stranded.id}?status=Aktivt`)).status).toBe(200);
    await sleep(400);
    expect((await byCar(pausedCar)).status).toBe('DISABLED');

    const restart = await control(server, 'restart', {});
    expect(restart.json()).toEqual({ ok: true, finishedCarIds: [pausedCar] });
    expect((await byCar(pausedCar)).status).toBe('FINISHED');
    expect(await carStatus(pausedCar)).toBe('Solgt');
    expect((await byCar(laterCar)).status).toBe('DISABLED');
    expect((await byCar(strandedCar)).status).toBe('ACTIVE');
  });

  it('keeps a paused auction out of a restart’s reach once a restart with a new end has replaced its job', async () => {
    const carId = fx.activeCarIds[10] ?? '';
    const { id } = await byCar(carId);
    await control(server, 'auction/end-time', { carId, endDateTime: inMs(150) });
    expect((await put(`/api/v1/auctions/${id}?status=Deaktivert`)).status).toBe(200);
    await sleep(300);
    const full = await byCar(carId);
    const terms = { id, startingPrice: full.startingPrice, minimalStep: full.minimalStep, expectedPrice: 0 };
    expect(
      (await put('/api/v1/auctions/update-restart', { ...terms, endDateTime: inMs(3_600_000) })).status,
    ).toBe(200);
    expect((await put(`/api/v1/auctions/${id}?status=Deaktivert`)).status).toBe(200);
    expect((await control(server, 'restart', {})).json()).toEqual({ ok: true, finishedCarIds: [] });
    expect((await byCar(carId)).status).toBe('DISABLED');
  });

  it('sets an auction’s status on the row only; unknown ids answer 200, bad values 403', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const { id } = await byCar(carId);
    const answer = await put(`/api/v1/auctions/${id}?status=avsluttet`);
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await byCar(carId)).status).toBe('FINISHED');
    await sleep(200);
    expect(await carStatus(carId)).toBe('Auksjon');
    expect((await put(`/api/v1/auctions/${fx.sellerId}?status=Aktivt`)).status).toBe(200);
    expect((await put(`/api/v1/auctions/${id}?status=ACTIVE`)).status).toBe(403);
    expect((await put(`/api/v1/auctions/${id}`)).status).toBe(403);
    const rep = await login(server, 'rep1@demo.no');
    expect((await put(`/api/v1/auctions/${id}?status=Aktivt`, undefined, rep)).status).toBe(403);
  });

  it('deletes an auction with 200 (unknown ids too); its car stays Auksjon', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    const { id } = await byCar(carId);
    const answer = await call(server, `/api/v1/auctions/${id}`, { method: 'DELETE', token: admin });
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await call(server, `/api/v1/auctions/by-car/${carId}`, { token: admin })).status).toBe(404);
    expect(await carStatus(carId)).toBe('Auksjon');
    expect((await call(server, `/api/v1/auctions/${id}`, { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
  });
});

describe('operator: cars (contract §9, §14.2)', () => {
  it('adds images to a car: any seller or operator, 200 empty', async () => {
    const carId = fx.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const before = (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json<{
      imagePaths: string[];
    }>();
    const form = () => {
      const data = new FormData();
      data.append('images', new Blob([Buffer.from('89504e47', 'hex')], { type: 'image/png' }), 'extra.png');
      return data;
    };
    const answer = await call(server, `/api/v1/cars/add-images?carId=${carId}`, {
      method: 'POST',
      token: admin,
      body: form(),
    });
    expect([answer.status, answer.text]).toEqual([200, '']);
    const after = (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json<{
      imagePaths: string[];
    }>();
    expect(after.imagePaths).toHaveLength(before.imagePaths.length + 1);
    expect((await call(server, after.imagePaths.at(-1) ?? '')).status).toBe(200);
    // Any seller, not only the owner: `CarController.addImagesForCar` checks no owner (contract §14.4).
    const other = await login(server, 'selger2@demo.no');
    const stranger = await call(server, `/api/v1/cars/add-images?carId=${carId}`, {
      method: 'POST',
      token: other,
      body: form(),
    });
    expect(stranger.status).toBe(200);
    expect(
      (await call(server, '/api/v1/cars/add-images', { method: 'POST', token: admin, body: form() })).status,
    ).toBe(403);
    const missing = await call(server, `/api/v1/cars/add-images?carId=${fx.sellerId}`, {
      method: 'POST',
      token: admin,
      body: form(),
    });
    expect([missing.status, missing.json().message]).toEqual([
      404,
      `Car with id ${fx.sellerId} was not found`,
    ]);
  });

  it('writes the body’s ownerId on PUT /cars (an operator must send the stored owner)', async () => {
    const carId = fx.sellerCarIdsByStatus.Annet[0] ?? '';
    const car = (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json();
    const form = new FormData();
    form.append('carData', jsonPart({ ...car, ownerId: fx.rep1Id }));
    const answer = await call(server, '/api/v1/cars', { method: 'PUT', token: admin, body: form });
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).json().ownerId).toBe(fx.rep1Id);
  });

  it('deletes a quick submission with its one-time seller; an operator may delete a car on auction, whose auction stays', async () => {
    const carId = fx.failedLookupCarId;
    const ownerId = (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json().ownerId as string;
    const answer = await call(server, `/api/v1/cars/${carId}`, { method: 'DELETE', token: admin });
    expect([answer.status, answer.text]).toEqual([200, '']);
    expect((await call(server, `/api/v1/users/${ownerId}`, { token: admin })).status).toBe(404);

    const onAuction = fx.activeCarIds[5] ?? '';
    expect((await call(server, `/api/v1/cars/${onAuction}`, { method: 'DELETE', token: admin })).status).toBe(
      200,
    );
    expect((await call(server, `/api/v1/auctions/by-car/${onAuction}`, { token: admin })).status).toBe(200);
  });

  it('deletes every car of a deleted seller, on auction and sold included; their auctions stay without a car', async () => {
    const onAuction = fx.activeCarIds[0] ?? '';
    const sellerId = (await call(server, `/api/v1/cars/${onAuction}`, { token: admin })).json()
      .ownerId as string;
    const before = await call(server, `/api/v1/cars/by-owner/${sellerId}?size=100`, { token: admin });
    const carIds = (before.json().items as { id: string }[]).map((car) => car.id);
    expect(carIds).toContain(onAuction);
    expect((await call(server, `/api/v1/users/${sellerId}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    for (const carId of carIds)
      expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).status).not.toBe(200);
    expect((await call(server, `/api/v1/auctions/by-car/${onAuction}`, { token: admin })).status).toBe(200);
  });

  it('leaves a deleted seller’s auction open on a car that is gone: bids land, and it ends with a winner', async () => {
    // Production: `placeBidOnAuction` never loads the car, and the finish job only marks a car that exists Solgt.
    const onAuction = fx.activeCarIds[0] ?? '';
    const sellerId = (await call(server, `/api/v1/cars/${onAuction}`, { token: admin })).json()
      .ownerId as string;
    const self = await login(server, 'selger@demo.no');
    expect(sellerId).toBe(fx.sellerId);
    // The seller's own deletion: the same call, the same carelessness.
    expect((await call(server, `/api/v1/users/${sellerId}`, { method: 'DELETE', token: self })).status).toBe(
      204,
    );
    expect((await call(server, `/api/v1/cars/${onAuction}`, { token: admin })).status).toBe(404);
    const ghost = await byCar(onAuction);
    expect(ghost.status).toBe('ACTIVE');
    const rep = await login(server, 'rep1@demo.no');
    const amount = 10_000_000;
    const bid = await call(server, '/api/v1/auctions/place-bid', {
      method: 'POST',
      token: rep,
      json: { auctionId: ghost.id, amount },
    });
    expect(bid.json()).toMatchObject({ status: 'Aktivt', highestBid: { amount, bidderId: fx.rep1Id } });
    await control(server, 'auction/end-time', { carId: onAuction, endDateTime: inMs(150) });
    const read = async () => (await call(server, `/api/v1/auctions/${ghost.id}`, { token: admin })).json();
    await expect.poll(async () => (await read()).status, { timeout: 3000 }).toBe('Avsluttet');
    expect(await read()).toMatchObject({ highestBid: { amount, bidderId: fx.rep1Id } });
    expect((await call(server, `/api/v1/cars/${onAuction}`, { token: admin })).status).toBe(404);
  });

  it('lists a seller’s cars by owner for the owner or an operator; sets a car status as an operator', async () => {
    const page = await call(server, `/api/v1/cars/by-owner/${fx.sellerId}?size=30`, { token: admin });
    expect(page.json()).toMatchObject({ totalElements: 24 });
    expect(
      (
        await call(server, `/api/v1/cars/by-owner/${fx.sellerId}`, {
          token: await login(server, 'selger2@demo.no'),
        })
      ).status,
    ).toBe(403);
    const carId = fx.sellerCarIdsByStatus.Annet[0] ?? '';
    expect((await put(`/api/v1/cars/${carId}?status=vurdering`)).status).toBe(200);
    expect(await carStatus(carId)).toBe('Vurdering');
  });
});

describe('test control: auction status', () => {
  it('still ends an auction at once with FINISHED and marks its car Solgt', async () => {
    const carId = fx.activeCarIds[5] ?? '';
    expect((await control(server, 'auction/status', { carId, status: 'FINISHED' })).status).toBe(200);
    expect(await carStatus(carId)).toBe('Solgt');
  });
});
