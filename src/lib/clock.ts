import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS, NORWEGIAN_TIME_ZONE } from '../config';

/**
 * The one shared clock (DESIGN.md §2): a single 1 s interval, running only while something
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

/** When the page was opened, and the time zone its times are shown in (undefined: the viewer's). */
export interface PageTime {
  openedAt: number;
  timeZone: string | undefined;
}

const livePageTime: PageTime = { openedAt: now, timeZone: undefined };
/**
 * Set while a page is prerendered, and in the browser before that page is hydrated: its HTML
 * shows the times of the instant it was rendered, in the marketplace's zone, and hydration must
 * render exactly that. React then switches every reader to the live clock in one update.
 */
let renderedPageTime: PageTime | null = null;

export function showTimesAsRenderedAt(renderedAt: number): void {
  renderedPageTime = { openedAt: renderedAt, timeZone: NORWEGIAN_TIME_ZONE };
}

const noChanges = () => () => undefined;

/** Milliseconds since the epoch, updated once a second by the shared clock. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => renderedPageTime?.openedAt ?? now,
  );
}

/** For times relative to the visit (the landing page's sample auctions). */
export function usePageTime(): PageTime {
  return useSyncExternalStore(
    noChanges,
    () => livePageTime,
    () => renderedPageTime ?? livePageTime,
  );
}

/**
 * Whether the shared clock has passed `instant` (epoch ms). It re-renders only when the answer
 * changes, not every second: for a row that needs to know when its auction ends, not how soon.
 */
export function useHasPassed(instant: number): boolean {
  const passed = () => now >= instant;
  return useSyncExternalStore(subscribe, passed, passed);
}
