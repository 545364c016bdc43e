import { RECONNECT_REFETCH_SPACING_MS, RECONNECT_REFETCH_WINDOW_MS } from '../config';

/**
 * How long after a reconnect one followed auction waits before it is refetched, when the page
 * follows `followed` auctions: a random moment within 100 ms per auction followed, at most 5 s. A
 * room (one auction) refetches within 0.1 s; a desk of 50 spreads its 50 requests over 5 s, about
 * ten a second, instead of sending them at once to a backend that every tab reaches at the same
 * time (bench/README.md, crowd). A push that arrives first makes the refetch needless
 * (followAuction).
 */
export function refetchDelay(followed: number, random: () => number = Math.random): number {
  const spread = Math.min(Math.max(1, followed) * RECONNECT_REFETCH_SPACING_MS, RECONNECT_REFETCH_WINDOW_MS);
  return Math.floor(random() * spread);
}
