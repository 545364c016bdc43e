import { useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS } from '../config';

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

/** Milliseconds since the epoch, updated once a second by the shared clock. */
export function useNow(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
