import { afterEach, describe, expect, it, vi } from 'vitest';
import { WATCHLIST_LIMIT } from '../../src/config';
import { clearSession, startSession } from '../../src/session/sessionStore';
import {
  follow,
  followedCarIds,
  subscribeWatchlist,
  unfollow,
  watchlistKey,
} from '../../src/session/watchlist';
import { makeToken } from '../support/tokens';

const stored = (userId: string): unknown => JSON.parse(localStorage.getItem(watchlistKey(userId)) ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe('the watchlist', () => {
  it('keeps each user’s follows in localStorage under a key naming the user, never the token', () => {
    const token = makeToken();
    startSession(token, 'rep-1');
    follow('car-a');
    follow('car-b');
    expect(followedCarIds()).toEqual(['car-a', 'car-b']);
    expect(stored('rep-1')).toEqual(['car-a', 'car-b']);
    expect(Object.keys(localStorage).join(' ')).not.toContain(token);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('watchlist'))).toEqual([
      'watchlist:rep-1',
    ]);

    startSession(makeToken(), 'rep-2');
    expect(followedCarIds()).toEqual([]);
    follow('car-c');
    expect(stored('rep-2')).toEqual(['car-c']);

    // A new login of the first user on the same browser finds the list again.
    clearSession();
    expect(followedCarIds()).toEqual([]);
    startSession(makeToken(), 'rep-1');
    expect(followedCarIds()).toEqual(['car-a', 'car-b']);
  });

  it('follows a car once, unfollows it, and tells listeners', () => {
    startSession(makeToken(), 'rep-1');
    const listener = vi.fn();
    const stop = subscribeWatchlist(listener);
    expect(follow('car-a')).toBe('followed');
    expect(follow('car-a')).toBe('followed');
    expect(followedCarIds()).toEqual(['car-a']);
    unfollow('car-a');
    expect(followedCarIds()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it(`holds at most ${WATCHLIST_LIMIT} and says so at the cap, changing nothing`, () => {
    startSession(makeToken(), 'rep-1');
    for (let i = 0; i < WATCHLIST_LIMIT; i++) expect(follow(`car-${i}`)).toBe('followed');
    expect(follow('one-too-many')).toBe('full');
    expect(followedCarIds()).toHaveLength(WATCHLIST_LIMIT);
    expect(followedCarIds()).not.toContain('one-too-many');
    unfollow('car-0');
    expect(follow('one-too-many')).toBe('followed');
  });

  it('reads a corrupt stored value as an empty list and replaces it, never failing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession(makeToken(), 'rep-1');
    for (const corrupt of ['{not json', '{"a":1}', '"car-a"', 'null', '42']) {
      localStorage.setItem(watchlistKey('rep-1'), corrupt);
      expect(followedCarIds()).toEqual([]);
      expect(stored('rep-1')).toEqual([]);
    }
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(['car-a', 7, 'car-a', '', 'car-b']));
    expect(followedCarIds()).toEqual(['car-a', 'car-b']);
    expect(stored('rep-1')).toEqual(['car-a', 'car-b']);
    expect(follow('car-c')).toBe('followed');
  });

  it('trims a stored list longer than the cap', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startSession(makeToken(), 'rep-1');
    const many = Array.from({ length: WATCHLIST_LIMIT + 5 }, (_, i) => `car-${i}`);
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(many));
    expect(followedCarIds()).toEqual(many.slice(0, WATCHLIST_LIMIT));
  });

  it('follows along when another tab changes the list', () => {
    startSession(makeToken(), 'rep-1');
    const listener = vi.fn();
    const stop = subscribeWatchlist(listener);
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(['from-another-tab']));
    window.dispatchEvent(new StorageEvent('storage', { key: watchlistKey('rep-1') }));
    expect(listener).toHaveBeenCalled();
    expect(followedCarIds()).toEqual(['from-another-tab']);
    stop();
  });

  it('keeps working in memory when the browser refuses to store', () => {
    // Its own user: the in-memory list lasts as long as the page (here: every later test).
    startSession(makeToken(), 'rep-without-storage');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(follow('car-a')).toBe('followed');
    expect(followedCarIds()).toEqual(['car-a']);
  });

  it('follows nothing without a session', () => {
    expect(follow('car-a')).toBe('noSession');
    expect(followedCarIds()).toEqual([]);
  });
});
