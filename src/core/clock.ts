import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../config';
import { usePart, type AppInstance } from './appInstance';
import { clockMoved, serverTime } from './serverTime';
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
  /** Told on every tick while subscribed (a countdown, a store that follows the time). */
  subscribe: (listener: () => void) => () => void;
}

export function clock(app: AppInstance): Clock {
  const server = app.part(serverTime);
  const openedLocally = Date.now();
  let local = Date.now();
  const read = () => {
    local = Date.now();
    return local + server.offset();
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
  const listeners = createListeners({
    onFirst: () => {
      stopHearingServer = server.subscribe(reread);
      server.keepFresh();
      now = read();
      lastLocal = Date.now();
      lastMonotonic = performance.now();
      interval = setInterval(() => {
        const tickLocal = Date.now();
        const monotonic = performance.now();
        if (clockMoved(tickLocal - lastLocal, monotonic - lastMonotonic)) server.forget();
        else server.keepFresh();
        lastLocal = tickLocal;
        lastMonotonic = monotonic;
        reread();
      }, COUNTDOWN_TICK_MS);
    },
    onLast: () => {
      stopHearingServer?.();
      clearInterval(interval);
      interval = undefined;
    },
  });
  return {
    now: () => now,
    localNow: () => local,
    openedAt: () => openedLocally + server.offset(),
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
  const { openedAt } = usePart(clock);
  const { subscribe } = usePart(serverTime);
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
