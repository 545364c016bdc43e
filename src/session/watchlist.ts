import { useSyncExternalStore } from 'react';
import { WATCHLIST_LIMIT } from '../config';
import { sessionSnapshot, subscribeSession } from './sessionStore';

/**
 * The auctions a user follows (their car ids), kept per user in localStorage so that they
 * survive reloads and a new login on the same browser. The key names the user id, never the
 * token. A stored value that is not a list of ids counts as an empty list and is replaced.
 * Every tab sees the others' changes (the storage event).
 */
export const watchlistKey = (userId: string) => `watchlist:${userId}`;

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((listener) => listener());
/** The last list read, per key, so that unchanged storage gives the same array (useSyncExternalStore). */
let snapshot: { key: string; raw: string | null; carIds: readonly string[] } | null = null;
/** Lists a locked-down browser would not store, kept for the page's life. */
const unstored = new Map<string, string>();

function load(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? unstored.get(key) ?? null;
  } catch {
    return unstored.get(key) ?? null;
  }
}

function store(key: string, carIds: readonly string[]): void {
  const value = JSON.stringify(carIds);
  try {
    localStorage.setItem(key, value);
    unstored.delete(key);
  } catch {
    unstored.set(key, value);
  }
}

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

/** The car ids the session's user follows, oldest first; empty without a session. */
export function followedCarIds(): readonly string[] {
  const { userId } = sessionSnapshot();
  if (userId === null) return EMPTY;
  const key = watchlistKey(userId);
  const raw = load(key);
  if (snapshot?.key === key && snapshot.raw === raw) return snapshot.carIds;
  const { carIds, clean } = parse(raw);
  if (!clean) {
    console.warn('Replaced an unreadable list of followed auctions');
    store(key, carIds);
  }
  snapshot = { key, raw: load(key), carIds };
  return carIds;
}

function save(carIds: readonly string[]): void {
  const { userId } = sessionSnapshot();
  if (userId === null) return;
  store(watchlistKey(userId), carIds);
  notifyAll();
}

export type FollowResult = 'followed' | 'full' | 'noSession';

/** Follows a car's auction; at the limit nothing changes and the caller says why. */
export function follow(carId: string): FollowResult {
  if (sessionSnapshot().userId === null) return 'noSession';
  const current = followedCarIds();
  if (current.includes(carId)) return 'followed';
  if (current.length >= WATCHLIST_LIMIT) return 'full';
  save([...current, carId]);
  return 'followed';
}

export function unfollow(carId: string): void {
  const current = followedCarIds();
  if (current.includes(carId)) save(current.filter((id) => id !== carId));
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith('watchlist:')) notifyAll();
}

let stopFollowingSession: (() => void) | null = null;

/** One storage listener and one session subscription for all listeners (a list has a toggle per card). */
export function subscribeWatchlist(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    stopFollowingSession = subscribeSession(notifyAll);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    stopFollowingSession?.();
    stopFollowingSession = null;
  };
}

/** The followed car ids, re-rendering when they change here, in another tab or with the user. */
const NOTHING_FOLLOWED: readonly string[] = [];
/** A prerendered page is a guest's: nothing followed. */
const guestSnapshot = () => NOTHING_FOLLOWED;

export function useFollowedCarIds(): readonly string[] {
  return useSyncExternalStore(subscribeWatchlist, followedCarIds, guestSnapshot);
}
