import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web host's clock (core/serverTime.ts asks it with a HEAD of the page's own address): by
 * default it reads as this test's clock does (faked or not), so nothing is off; a test about a
 * computer whose clock is off answers with its own `Date` (`webHostClock`).
 */
export const webHostClock = (now: () => number = Date.now) =>
  http.head(
    `${window.location.origin}/`,
    () => new HttpResponse(null, { headers: { Date: new Date(now()).toUTCString() } }),
  );

/** HTTP answered per docs/contract.md; each test adds the handlers it needs with server.use(). */
export const server = setupServer(webHostClock());
