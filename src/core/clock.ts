import { useSyncExternalStore } from 'react';
import { CLOCK_JUMP_MS, COUNTDOWN_TICK_MS } from '../config';
import { usePart, type AppInstance } from './appInstance';
import type { ServerTime } from './serverTime';
import { createListeners } from '../lib/listeners';

/**
 * The one shared clock (docs/state.md), a part of the app instance (core/appInstance): a single
 * 1 s interval, running only while something listens, drives every countdown on the page. No
 * component owns its own timer. It reads the server's time (core/serverTime.ts): this computer's
 * clock corrected by how far it is off, so every countdown and "has it ended" follows the
 * auction's clock, not the visitor's.
 */
export interface Clock {
  /** The last reading, in epoch ms, on the server's clock. */
  now: () => number;
  /** The same reading on this computer's clock: for a span measured here (how long an answer takes, the token's life). */
  localNow: () => number;
  /** When the app was opened, on the server's clock (the landing page's sample auctions end relative to it). */
  openedAt: () => number;
  /** Told on every tick while subscribed (a countdown, a store that follows the time), and when the server's clock is learnt. */
  subscribe: (listener: () => void) => () => void;
}

/** Whether this computer's clock moved between two ticks: its own time passed otherwise than the page's. */
export function clockMoved(localDelta: number, monotonicDelta: number): boolean {
  return Math.abs(localDelta - monotonicDelta) > CLOCK_JUMP_MS;
}

/**
 * The server's clock is learnt from a request, never before the page has come alive, so its code is
 * loaded when the clock first runs rather than with the page: the landing's countdowns, which need it
 * least, hydrate without it (0.4 kB gzip of the first page's JS, issue 45). Until it is in, and
 * until its first reading, the offset is 0, as it always was before a reading.
 */
const loadServerTime = () => import('./serverTime').then((module) => module.serverTime);

export function clock(app: AppInstance): Clock {
  let server: ServerTime | null = null;
  let loading = false;
  const offset = () => server?.offset() ?? 0;
  const openedLocally = Date.now();
  let local = Date.now();
  const read = () => {
    local = Date.now();
    return local + offset();
  };
  let now = read();
  let interval: ReturnType<typeof setInterval> | undefined;
  let lastLocal = 0;
  let lastMonotonic = 0;
  let stopHearingServer: (() => void) | undefined;
  // A new estimate of the server's clock shows at once, not at the next tick.
  const reread = () => {
    now = read();
    listeners.notify();
  };
  const hearServer = (running: ServerTime) => {
    stopHearingServer = running.subscribe(reread);
    running.keepFresh();
  };
  const startServer = () => {
    if (server) return hearServer(server);
    if (loading) return;
    loading = true;
    loadServerTime().then(
      (serverTime) => {
        server = app.part(serverTime);
        if (interval !== undefined) hearServer(server);
        reread();
      },
      // Offline, or a new version deployed: the clock stays this computer's; the next start asks again.
      () => {
        loading = false;
      },
    );
  };
  const listeners = createListeners({
    onFirst: () => {
      now = read();
      lastLocal = Date.now();
      lastMonotonic = performance.now();
      interval = setInterval(() => {
        const tickLocal = Date.now();
        const monotonic = performance.now();
        if (clockMoved(tickLocal - lastLocal, monotonic - lastMonotonic)) server?.forget();
        else server?.keepFresh();
        lastLocal = tickLocal;
        lastMonotonic = monotonic;
        reread();
      }, COUNTDOWN_TICK_MS);
      startServer();
    },
    onLast: () => {
      stopHearingServer?.();
      stopHearingServer = undefined;
      clearInterval(interval);
      interval = undefined;
    },
  });
  return {
    now: () => now,
    localNow: () => local,
    openedAt: () => openedLocally + offset(),
    subscribe: listeners.subscribe,
  };
}

/**
 * A prerendered page's HTML shows no time of day (it would be the build's, stale on every visit
 * after): as React prerenders it, and as it hydrates it, the readers below answer null, and the
 * page shows a placeholder. React then renders the times of the visit in one update.
 */
const noTimeInHtml = () => null;

/** Milliseconds since the epoch, updated once a second by the shared clock. */
export function useNow(): number {
  const { subscribe, now } = usePart(clock);
  return useSyncExternalStore(subscribe, now, now);
}

/**
 * This computer's time, ticking with the shared clock: for spans measured on this computer against
 * its own stamps (a request's wait, the session's expiry, which the session store checks with this
 * computer's clock), never for an auction's time.
 */
export function useLocalNow(): number {
  const { subscribe, localNow } = usePart(clock);
  return useSyncExternalStore(subscribe, localNow, localNow);
}

/** The shared clock for a part of a prerendered page (the landing's countdowns): null in its HTML. */
export function useNowInPage(): number | null {
  const { subscribe, now } = usePart(clock);
  return useSyncExternalStore(subscribe, now, noTimeInHtml);
}

/**
 * When the page was opened, on the server's clock (the landing page's sample auctions end relative
 * to it, and so keep their time left when the estimate comes); null in its HTML.
 */
export function useOpenedAt(): number | null {
  const { subscribe, openedAt } = usePart(clock);
  return useSyncExternalStore(subscribe, openedAt, noTimeInHtml);
}

/**
 * Whether the shared clock has passed `instant` (epoch ms). It re-renders only when the answer
 * changes, not every second: for a row that needs to know when its auction ends, not how soon.
 */
export function useHasPassed(instant: number): boolean {
  const { subscribe, now } = usePart(clock);
  const passed = () => now() >= instant;
  return useSyncExternalStore(subscribe, passed, passed);
}
