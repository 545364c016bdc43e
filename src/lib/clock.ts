import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../config';

/**
 * The one shared clock (docs/state.md): a single 1 s interval, running only while something
 * listens, drives every countdown on the page. No component owns its own timer.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let interval: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

/** For a store outside React that follows the clock (auction alerts): told on every tick. */
export function subscribeClock(listener: () => void): () => void {
  return subscribe(listener);
}

/** The shared clock's last reading, in epoch ms. */
export const clockNow = (): number => now;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (interval === undefined) {
    now = Date.now();
    interval = setInterval(tick, COUNTDOWN_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(interval);
      interval = undefined;
    }
  };
}

const openedAt = now;
const noChanges = () => () => undefined;
/**
 * A prerendered page's HTML shows no time of day (it would be the build's, stale on every visit
 * after): as React prerenders it, and as it hydrates it, the readers below answer null, and the
 * page shows a placeholder. React then renders the times of the visit in one update.
 */
const noTimeInHtml = () => null;

/** Milliseconds since the epoch, updated once a second by the shared clock. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

/** The shared clock for a part of a prerendered page (the landing's countdowns): null in its HTML. */
export function useNowInPage(): number | null {
  return useSyncExternalStore(subscribe, () => now, noTimeInHtml);
}

/** When the page was opened (the landing page's sample auctions end relative to it); null in its HTML. */
export function useOpenedAt(): number | null {
  return useSyncExternalStore(noChanges, () => openedAt, noTimeInHtml);
}

/**
 * Whether the shared clock has passed `instant` (epoch ms). It re-renders only when the answer
 * changes, not every second: for a row that needs to know when its auction ends, not how soon.
 */
export function useHasPassed(instant: number): boolean {
  const passed = () => now >= instant;
  return useSyncExternalStore(subscribe, passed, passed);
}
