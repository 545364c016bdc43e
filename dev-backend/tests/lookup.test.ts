import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, control, jsonPart, login, resetData, startServer } from './helpers.js';

let server: RunningServer;
let admin: string;

beforeAll(async () => {
  server = await startServer({ lookupDelayMs: 300 });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await resetData(server);
  admin = await login(server, 'admin@demo.no');
});

/** A one-time seller and its quick submission; answers the new car's id. */
async function submit(registrationNumber: string): Promise<{ carId: string; ownerId: string }> {
  const owner = await call(server, '/api/v1/users/register-one-time-seller', {
    method: 'POST',
    json: { name: 'Eva', phoneNumber: '+4740000000' },
  });
  const ownerId = owner.json<{ userId: string }>().userId;
  const form = new FormData();
  form.append('carData', jsonPart({ ownerId, registrationNumber, kilometers: 1000, expectedPrice: 50000 }));
  const answer = await call(server, '/api/v1/cars/add-simplified', { method: 'POST', body: form });
  expect([answer.status, answer.text]).toEqual([200, '']);
  const car = [...server.ctx.store.cars.values()].find((c) => c.registrationNumber === registrationNumber);
  return { carId: car?.id ?? '', ownerId };
}

describe('quick submission and the road-authority lookup (contract §6.4, §14.3)', () => {
  it('fails every answer that includes the car while the lookup is pending, then fills in the register’s data', async () => {
    const { carId, ownerId } = await submit('DK12345');
    const byId = await call(server, `/api/v1/cars/${carId}`, { token: admin });
    expect([byId.status, byId.text]).toEqual([403, '']);
    const page = await call(server, '/api/v1/cars?status=Vurdering');
    expect([page.status, page.text]).toEqual([403, '']);
    // A page without the car is unaffected.
    expect((await call(server, '/api/v1/cars?status=Vurdering&size=1')).status).toBe(200);
    expect((await call(server, '/api/v1/cars?status=Auksjon')).status).toBe(200);

    await expect
      .poll(async () => (await call(server, `/api/v1/cars/${carId}`, { token: admin })).status, {
        timeout: 3000,
      })
      .toBe(200);
    const car = (await call(server, `/api/v1/cars/${carId}`, { token: admin })).json();
    expect(car).toMatchObject({ registrationNumber: 'DK12345', status: 'Vurdering', ownerId });
    expect(car.make).not.toBe('N/A');
    expect(['Manuell', 'Automat']).toContain(car.gearboxType);
    expect((await call(server, '/api/v1/cars?status=Vurdering')).status).toBe(200);
    const seller = await call(server, `/api/v1/users/${ownerId}`, { token: admin });
    expect(seller.json()).toMatchObject({ role: 'ONE_TIME_SELLER', carId });
  });

  it('stores the failed-lookup defaults for registration numbers starting with XX', async () => {
    const { carId } = await submit('xx99001');
    await expect
      .poll(async () => (await call(server, `/api/v1/cars/${carId}`, { token: admin })).status, {
        timeout: 3000,
      })
      .toBe(200);
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).json()).toMatchObject({
      make: 'N/A',
      model: 'N/A',
      color: 'N/A',
      engineType: 'N/A',
      bodywork: 'N/A',
      firstTimeRegisteredInNorway: '1111-11-11',
      engineVolume: 0,
      numberOfSeats: 0,
      numberOfDoors: 0,
      weight: 0,
      gearboxType: 'Annet',
      operatingMode: 'Annet',
    });
  });

  it('lets a test stretch the pending window (/__test/lookup)', async () => {
    expect((await control(server, 'lookup', { delayMs: 60_000 })).status).toBe(200);
    const { carId } = await submit('DK55555');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).status).toBe(403);
    expect((await control(server, 'lookup', { delayMs: -1 })).status).toBe(400);
  });

  it('has a lookup that never finishes: every page and read that holds the car is 403 for good', async () => {
    expect((await control(server, 'lookup', { never: true })).status).toBe(200);
    const { carId, ownerId } = await submit('DK77777');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).status).toBe(403);
    expect((await call(server, '/api/v1/cars?status=Vurdering&size=500')).status).toBe(403);
    expect((await call(server, '/api/v1/cars?size=500')).status).toBe(403);
    // The one-time seller names the car; deleting it needs no read of it (CarApplicationService.deleteById).
    const seller = await call(server, `/api/v1/users/${ownerId}`, { token: admin });
    expect(seller.json()).toMatchObject({ carId });
    const removed = await call(server, `/api/v1/cars/${carId}`, { method: 'DELETE', token: admin });
    expect(removed.status).toBe(200);
    expect((await call(server, '/api/v1/cars?status=Vurdering&size=500')).status).toBe(200);
  });

  it('loses a pending lookup in a restart (/__test/restart): the car stays unreadable', async () => {
    await control(server, 'lookup', { delayMs: 400 });
    const { carId } = await submit('DK88888');
    expect((await control(server, 'restart', {})).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await call(server, `/api/v1/cars/${carId}`, { token: admin })).status).toBe(403);
  });
});
