import { useSyncExternalStore } from 'react';
import { WATCHLIST_LIMIT } from '../config';
import { usePart, type AppInstance } from '../core/appInstance';
import { createListeners } from '../lib/listeners';
import { sharedComputer } from '../core/sharedComputer';
import { sessionStore } from './sessionStore';

/**
 * The auctions a user follows (their car ids), kept per user in localStorage so that they
 * survive reloads and a new login on the same browser. The key names the user id, never the
 * token. A stored value that is not a list of ids counts as an empty list and is replaced. On a
 * shared computer (core/sharedComputer) the list lives in the page's memory only.
 * Every tab sees the others' changes (the storage event).
 */
export const watchlistKey = (userId: string) => `watchlist:${userId}`;

const EMPTY: readonly string[] = Object.freeze([]);

function parse(raw: string | null): { carIds: readonly string[]; clean: boolean } {
  if (raw === null) return { carIds: EMPTY, clean: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { carIds: EMPTY, clean: false };
  }
  if (!Array.isArray(value)) return { carIds: EMPTY, clean: false };
  const ids = value.filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '' && id.length <= 100,
  );
  const carIds = [...new Set(ids)].slice(0, WATCHLIST_LIMIT);
  return { carIds, clean: carIds.length === value.length };
}

export type FollowResult = 'followed' | 'full' | 'noSession';

export interface Watchlist {
  /** The car ids the session's user follows, oldest first; empty without a session. */
  carIds: () => readonly string[];
  /** Follows a car's auction; at the limit nothing changes and the caller says why. */
  follow: (carId: string) => FollowResult;
  unfollow: (carId: string) => void;
  /** One storage listener and one session subscription for all listeners (a list has a toggle per card). */
  subscribe: (listener: () => void) => () => void;
}

/** The watchlist of the app instance (core/appInstance). */
export function watchlist(app: AppInstance): Watchlist {
  const session = app.part(sessionStore);
  const shared = app.part(sharedComputer);
  /** The last list read, per key, so that unchanged storage gives the same array (useSyncExternalStore). */
  let snapshot: { key: string; raw: string | null; carIds: readonly string[] } | null = null;
  /** Lists a locked-down browser would not store, kept for the page's life. */
  const unstored = new Map<string, string>();
  let stopFollowingSession: (() => void) | null = null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('watchlist:')) listeners.notify();
  };
  const listeners = createListeners({
    onFirst: () => {
      window.addEventListener('storage', onStorage);
      stopFollowingSession = session.subscribe(listeners.notify);
    },
    onLast: () => {
      window.removeEventListener('storage', onStorage);
      stopFollowingSession?.();
      stopFollowingSession = null;
    },
  });

  function load(key: string): string | null {
    try {
      return unstored.get(key) ?? localStorage.getItem(key) ?? null;
    } catch {
      return unstored.get(key) ?? null;
    }
  }

  function store(key: string, carIds: readonly string[]): void {
    const value = JSON.stringify(carIds);
    try {
      if (shared.on()) {
        // Kept for the page's life; a list stored before the choice goes.
        localStorage.removeItem(key);
        unstored.set(key, value);
        return;
      }
      localStorage.setItem(key, value);
      unstored.delete(key);
    } catch {
      unstored.set(key, value);
    }
  }

  function carIds(): readonly string[] {
    const { userId } = session.snapshot();
    if (userId === null) return EMPTY;
    const key = watchlistKey(userId);
    const raw = load(key);
    if (snapshot?.key === key && snapshot.raw === raw) return snapshot.carIds;
    const { carIds: read, clean } = parse(raw);
    if (!clean) {
      console.warn('Replaced an unreadable list of followed auctions');
      store(key, read);
    }
    snapshot = { key, raw: load(key), carIds: read };
    return read;
  }

  function save(next: readonly string[]): void {
    const { userId } = session.snapshot();
    if (userId === null) return;
    store(watchlistKey(userId), next);
    listeners.notify();
  }

  return {
    carIds,
    follow(carId) {
      if (session.snapshot().userId === null) return 'noSession';
      const current = carIds();
      if (current.includes(carId)) return 'followed';
      if (current.length >= WATCHLIST_LIMIT) return 'full';
      save([...current, carId]);
      return 'followed';
    },
    unfollow(carId) {
      const current = carIds();
      if (current.includes(carId)) save(current.filter((id) => id !== carId));
    },
    subscribe: listeners.subscribe,
  };
}

/** The watchlist, to follow or unfollow. */
export const useWatchlist = (): Watchlist => usePart(watchlist);

/** A prerendered page is a guest's: nothing followed. */
const NOTHING_FOLLOWED: readonly string[] = [];
const guestSnapshot = () => NOTHING_FOLLOWED;

/** The followed car ids, re-rendering when they change here, in another tab or with the user. */
export function useFollowedCarIds(): readonly string[] {
  const list = useWatchlist();
  return useSyncExternalStore(list.subscribe, list.carIds, guestSnapshot);
}
