import { RECONNECT_DELAY_MS, RECONNECT_JITTER, RECONNECT_MAX_DELAY_MS } from '../config';

/**
 * The wait before a reconnect attempt (`attempt` 1 is the first after the socket closed; the count
 * starts again after each connection). The spec's linear step (spec §9: 5 s, 10 s, 15 s, …, at most
 * 900 s), spread at random over ±50 % of itself: the step times a factor between 0.5 and 1.5, never
 * past 900 s. Every tab loses its socket at the same moment when the backend restarts; spread, they
 * come back over five seconds instead of all in one (bench/README.md, crowd).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(Math.max(1, attempt) * RECONNECT_DELAY_MS, RECONNECT_MAX_DELAY_MS);
  const factor = 1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random();
  return Math.min(Math.round(step * factor), RECONNECT_MAX_DELAY_MS);
}
