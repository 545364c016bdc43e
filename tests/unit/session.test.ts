import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppInstance } from '../../src/core/appInstance';
import { sessionStore, type SessionStore } from '../../src/session/sessionStore';
import { isTokenValid, tokenExpiresAt } from '../../src/session/tokenExpiry';
import { makeToken } from '../support/tokens';

let session: SessionStore;

beforeEach(() => {
  session = createAppInstance().part(sessionStore);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session storage (spec §3 keys, §4 token)', () => {
  it('keeps token, userId and isAccountLocked in sessionStorage under exactly those keys', () => {
    const token = makeToken();
    session.start(token, 'user-1');
    session.recordAccountLocked(true);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('userId')).toBe('user-1');
    expect(sessionStorage.getItem('isAccountLocked')).toBe('true');
    expect(session.current()).toEqual({ token, userId: 'user-1', expired: false });
  });

  it('logout clears the whole session', () => {
    session.start(makeToken(), 'user-1');
    session.recordAccountLocked(false);
    session.clear();
    expect(sessionStorage.length).toBe(0);
    expect(session.current().token).toBeNull();
  });

  it('tells the server a session is open by a cookie without the token, and that it ended', () => {
    const token = makeToken();
    session.start(token, 'user-1');
    expect(document.cookie).toContain('bilbud_session=1');
    expect(document.cookie).not.toContain(token);
    session.clear();
    expect(document.cookie).not.toContain('bilbud_session');
    session.start(makeToken(), 'user-1');
    session.expire();
    expect(document.cookie).not.toContain('bilbud_session');
  });

  it('reads the expiry from the exp claim in seconds', () => {
    const token = makeToken({ exp: 2_000_000_000 });
    expect(tokenExpiresAt(token)).toBe(2_000_000_000_000);
  });

  it('removes an expired token together with the userId before it is used', () => {
    sessionStorage.setItem('token', makeToken({}, -10));
    sessionStorage.setItem('userId', 'user-1');
    expect(session.validToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it.each([
    ['a malformed token', 'not-a-jwt'],
    ['a token without exp', makeToken({ exp: undefined })],
    ['a token whose exp is not a number', makeToken({ exp: 'tomorrow' })],
  ])('treats %s as expired', (_case, token) => {
    expect(isTokenValid(token)).toBe(false);
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('userId', 'user-1');
    expect(session.validToken()).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
  });

  it('ends the session at the moment the token expires while the page is open', () => {
    vi.useFakeTimers();
    session.start(makeToken({}, 60), 'user-1');
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    expect(session.snapshot().token).not.toBeNull();

    vi.advanceTimersByTime(59_000);
    expect(session.snapshot().token).not.toBeNull();
    vi.advanceTimersByTime(1_500);
    expect(session.snapshot().token).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps whose session expired in memory (not in storage) until a new login or a logout', () => {
    vi.useFakeTimers();
    session.start(makeToken({}, 60), 'user-1');
    session.recordAccountLocked(true);
    const unsubscribe = session.subscribe(() => undefined);
    vi.advanceTimersByTime(61_000);
    expect(session.snapshot()).toEqual({
      token: null,
      userId: 'user-1',
      expired: true,
    });
    expect(sessionStorage.getItem('userId')).toBeNull();

    // The same user again: the session is whole again.
    const renewed = makeToken({}, 3600);
    session.start(renewed, 'user-1');
    expect(session.snapshot()).toEqual({
      token: renewed,
      userId: 'user-1',
      expired: false,
    });

    vi.advanceTimersByTime(3601_000);
    expect(session.snapshot().expired).toBe(true);
    session.clear();
    expect(session.snapshot()).toEqual({ token: null, userId: null, expired: false });
    unsubscribe();
  });

  it('drops the lock flag when someone else logs in after an expiry', () => {
    vi.useFakeTimers();
    session.start(makeToken({}, 60), 'user-1');
    session.recordAccountLocked(true);
    const unsubscribe = session.subscribe(() => undefined);
    vi.advanceTimersByTime(61_000);
    session.start(makeToken(), 'user-2');
    expect(session.snapshot()).toMatchObject({ userId: 'user-2', expired: false });
    expect(sessionStorage.getItem('isAccountLocked')).toBeNull();
    unsubscribe();
  });

  it('treats a token the server refused like an expired one', () => {
    session.start(makeToken(), 'user-1');
    session.expire();
    expect(session.snapshot()).toMatchObject({ token: null, userId: 'user-1', expired: true });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('does not call a token found expired at start-up an expiry of this page', () => {
    sessionStorage.setItem('token', makeToken({}, -10));
    sessionStorage.setItem('userId', 'user-1');
    expect(session.current()).toMatchObject({ token: null, userId: null, expired: false });
  });
});
