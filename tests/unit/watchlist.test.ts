import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCHLIST_LIMIT } from '../../src/config';
import { createAppInstance } from '../../src/core/appInstance';
import { sessionStore, type SessionStore } from '../../src/session/sessionStore';
import { watchlist, watchlistKey, type Watchlist } from '../../src/session/watchlist';
import { makeToken } from '../support/tokens';

const stored = (userId: string): unknown => JSON.parse(localStorage.getItem(watchlistKey(userId)) ?? 'null');

let session: SessionStore;
let list: Watchlist;

beforeEach(() => {
  const app = createAppInstance();
  session = app.part(sessionStore);
  list = app.part(watchlist);
});

afterEach(() => vi.restoreAllMocks());

describe('the watchlist', () => {
  it('keeps each user’s follows in localStorage under a key naming the user, never the token', () => {
    const token = makeToken();
    session.start(token, 'rep-1');
    list.follow('car-a');
    list.follow('car-b');
    expect(list.carIds()).toEqual(['car-a', 'car-b']);
    expect(stored('rep-1')).toEqual(['car-a', 'car-b']);
    expect(Object.keys(localStorage).join(' ')).not.toContain(token);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('watchlist'))).toEqual([
      'watchlist:rep-1',
    ]);

    session.start(makeToken(), 'rep-2');
    expect(list.carIds()).toEqual([]);
    list.follow('car-c');
    expect(stored('rep-2')).toEqual(['car-c']);

    // A new login of the first user on the same browser finds the list again.
    session.clear();
    expect(list.carIds()).toEqual([]);
    session.start(makeToken(), 'rep-1');
    expect(list.carIds()).toEqual(['car-a', 'car-b']);
  });

  it('follows a car once, unfollows it, and tells listeners', () => {
    session.start(makeToken(), 'rep-1');
    const listener = vi.fn();
    const stop = list.subscribe(listener);
    expect(list.follow('car-a')).toBe('followed');
    expect(list.follow('car-a')).toBe('followed');
    expect(list.carIds()).toEqual(['car-a']);
    list.unfollow('car-a');
    expect(list.carIds()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it(`holds at most ${WATCHLIST_LIMIT} and says so at the cap, changing nothing`, () => {
    session.start(makeToken(), 'rep-1');
    for (let i = 0; i < WATCHLIST_LIMIT; i++) expect(list.follow(`car-${i}`)).toBe('followed');
    expect(list.follow('one-too-many')).toBe('full');
    expect(list.carIds()).toHaveLength(WATCHLIST_LIMIT);
    expect(list.carIds()).not.toContain('one-too-many');
    list.unfollow('car-0');
    expect(list.follow('one-too-many')).toBe('followed');
  });

  it('reads a corrupt stored value as an empty list and replaces it, never failing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.start(makeToken(), 'rep-1');
    for (const corrupt of ['{not json', '{"a":1}', '"car-a"', 'null', '42']) {
      localStorage.setItem(watchlistKey('rep-1'), corrupt);
      expect(list.carIds()).toEqual([]);
      expect(stored('rep-1')).toEqual([]);
    }
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(['car-a', 7, 'car-a', '', 'car-b']));
    expect(list.carIds()).toEqual(['car-a', 'car-b']);
    expect(stored('rep-1')).toEqual(['car-a', 'car-b']);
    expect(list.follow('car-c')).toBe('followed');
  });

  it('trims a stored list longer than the cap', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.start(makeToken(), 'rep-1');
    const many = Array.from({ length: WATCHLIST_LIMIT + 5 }, (_, i) => `car-${i}`);
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(many));
    expect(list.carIds()).toEqual(many.slice(0, WATCHLIST_LIMIT));
  });

  it('follows along when another tab changes the list', () => {
    session.start(makeToken(), 'rep-1');
    const listener = vi.fn();
    const stop = list.subscribe(listener);
    localStorage.setItem(watchlistKey('rep-1'), JSON.stringify(['from-another-tab']));
    window.dispatchEvent(new StorageEvent('storage', { key: watchlistKey('rep-1') }));
    expect(listener).toHaveBeenCalled();
    expect(list.carIds()).toEqual(['from-another-tab']);
    stop();
  });

  it('keeps working in memory when the browser refuses to store', () => {
    // The in-memory list lasts as long as the page: here, this test's app instance.
    session.start(makeToken(), 'rep-without-storage');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(list.follow('car-a')).toBe('followed');
    expect(list.carIds()).toEqual(['car-a']);
  });

  it('follows nothing without a session', () => {
    expect(list.follow('car-a')).toBe('noSession');
    expect(list.carIds()).toEqual([]);
  });
});
