import { http, HttpResponse } from 'msw';
import { signIn } from '../../support/appUnderTest';
import { car, ids } from '../../support/fixtures';
import { makeToken } from '../../support/tokens';
import { server } from '../../msw/server';

export const operatorId = '77777777-7777-4777-8777-777777777777';
export const oneTimeSellerId = '88888888-8888-4888-8888-888888888888';
export const quickCarId = '99999999-9999-4999-8999-999999999999';

export function operatorUser(role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') {
  return {
    id: operatorId,
    name: 'Olga Operatør',
    email: 'admin@demo.no',
    phoneNumber: '+4790000000',
    role,
    accountLocked: false,
    fallbackEmail: '-',
  };
}

export function oneTimeSeller() {
  return {
    id: oneTimeSellerId,
    name: 'Eva Engang',
    email: '3f1c2a9e-0c4b-4d8e-9a51-7f0e2b6c1d34',
    phoneNumber: '+4798765432',
    role: 'ONE_TIME_SELLER',
    accountLocked: true,
    carId: quickCarId,
  };
}

/** A quick submission whose road-authority lookup failed (contract §14.3), with a newer photo. */
export function failedLookupCar() {
  return car({
    id: quickCarId,
    ownerId: oneTimeSellerId,
    registrationNumber: 'ZZ99999',
    make: 'N/A',
    model: 'N/A',
    firstTimeRegisteredInNorway: '1111-11-11',
    nextEUControl: '1111-11-11',
    engineType: 'N/A',
    engineVolume: 0,
    bodywork: 'N/A',
    color: 'N/A',
    numberOfSeats: 0,
    numberOfDoors: 0,
    weight: 0,
    gearboxType: 'Annet',
    operatingMode: 'Annet',
    kilometers: 120000,
    expectedPrice: 40000,
    imagePaths: ['/files/1760000000000_front.jpg'],
  });
}

/** The demo seller's Golf, photographed earlier than the quick submission. */
export function golfApplication() {
  return car({ imagePaths: ['/files/1700000000000_golf.jpg', '/files/1700000000001_golf-2.jpg'] });
}

/** Logs the operator in (the role comes from GET /users/{id}, like every role). */
export function asOperator(role: 'ADMIN' | 'SUPER_ADMIN' = 'ADMIN') {
  signIn(makeToken({ sub: 'admin@demo.no' }), operatorId);
  server.use(http.get(`/api/v1/users/${operatorId}`, () => HttpResponse.json(operatorUser(role))));
}

/**
 * Every request MSW saw, as "METHOD /path?query", but the web host's clock reading (a HEAD of the
 * page's own address, core/serverTime.ts), which any page with a clock makes and no console call is.
 */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'HEAD') return;
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

export { ids };
