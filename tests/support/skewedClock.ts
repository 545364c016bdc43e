import { vi } from 'vitest';
import { server, webHostClock } from '../msw/server';

/**
 * A computer whose clock is off (issue 43): from here on the test's Date runs `skewMs` ahead of the
 * true time (behind when negative), which the web host's `Date` header tells (core/serverTime.ts).
 * Returns the true time: the real clock's, read through performance.now(), which the fake Date
 * leaves alone.
 */
export function computerClockOff(skewMs: number): () => number {
  const startedAt = Date.now();
  const startedMonotonic = performance.now();
  const trueNow = () => startedAt + (performance.now() - startedMonotonic);
  server.use(webHostClock(trueNow));
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: startedAt + skewMs });
  return trueNow;
}
