import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_WARNING_MS } from '../../src/config';
import { createAppInstance } from '../../src/core/appInstance';
import {
  expiryOf,
  expiryScheduler,
  nextChangeAt,
  type ExpiryScheduler,
} from '../../src/session/expiryScheduler';
import { sessionStore, type SessionStore } from '../../src/session/sessionStore';
import { makeToken } from '../support/tokens';

const session = (token: string | null, expired = false) => ({
  token,
  userId: token === null && !expired ? null : 'user-1',
  expired,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('expiry phases (pure)', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  const tokenEnding = (msFromNow: number) => makeToken({ exp: (now + msFromNow) / 1000 });

  it('is active until two minutes before exp, then warns until exp', () => {
    const token = tokenEnding(10 * 60_000);
    const exp = now + 10 * 60_000;
    expect(expiryOf(session(token), now)).toEqual({ phase: 'active', expiresAt: exp });
    expect(nextChangeAt(expiryOf(session(token), now))).toBe(exp - 2 * 60_000);
    expect(expiryOf(session(token), exp - SESSION_WARNING_MS - 1).phase).toBe('active');
    expect(expiryOf(session(token), exp - SESSION_WARNING_MS).phase).toBe('warning');
    expect(nextChangeAt(expiryOf(session(token), exp - 1000))).toBe(exp);
    expect(expiryOf(session(token), exp).phase).toBe('expired');
  });

  it('warns at once for a token with less than two minutes left', () => {
    expect(expiryOf(session(tokenEnding(30_000)), now).phase).toBe('warning');
  });

  it('has nothing to warn about without a session, and says so after an expiry', () => {
    expect(expiryOf(session(null), now)).toEqual({ phase: 'none', expiresAt: null });
    expect(expiryOf(session(null, true), now)).toEqual({ phase: 'expired', expiresAt: null });
    expect(nextChangeAt(expiryOf(session(null, true), now))).toBeNull();
  });

  it('schedules nothing for a token without exp', () => {
    const expiry = expiryOf(session(makeToken({ exp: undefined })), now);
    expect(expiry).toEqual({ phase: 'active', expiresAt: null });
    expect(nextChangeAt(expiry)).toBeNull();
  });
});

describe('expiry scheduler', () => {
  let store: SessionStore;
  let scheduler: ExpiryScheduler;
  beforeEach(() => {
    const app = createAppInstance();
    store = app.part(sessionStore);
    scheduler = app.part(expiryScheduler);
  });

  it('warns two minutes before exp, then ends the session at exp and keeps whose it was', () => {
    vi.useFakeTimers();
    store.start(makeToken({}, 5 * 60), 'user-1');
    const listener = vi.fn();
    const stop = scheduler.subscribe(listener);
    expect(scheduler.snapshot().phase).toBe('active');

    vi.advanceTimersByTime(3 * 60_000 - 1000);
    expect(scheduler.snapshot().phase).toBe('active');
    vi.advanceTimersByTime(1000);
    expect(scheduler.snapshot().phase).toBe('warning');
    expect(listener).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2 * 60_000);
    expect(scheduler.snapshot().phase).toBe('expired');
    expect(store.snapshot()).toMatchObject({ token: null, userId: 'user-1', expired: true });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
    stop();
  });

  it('re-arms for the new token after logging in again, during the warning and after the expiry', () => {
    vi.useFakeTimers();
    store.start(makeToken({}, 60), 'user-1');
    const stop = scheduler.subscribe(() => undefined);
    expect(scheduler.snapshot().phase).toBe('warning');

    store.start(makeToken({}, 10 * 60), 'user-1');
    expect(scheduler.snapshot().phase).toBe('active');
    vi.advanceTimersByTime(2 * 60_000);
    expect(scheduler.snapshot().phase).toBe('active');
    vi.advanceTimersByTime(6 * 60_000);
    expect(scheduler.snapshot().phase).toBe('warning');
    vi.advanceTimersByTime(2 * 60_000);
    expect(scheduler.snapshot().phase).toBe('expired');

    const renewed = makeToken({}, 10 * 60);
    store.start(renewed, 'user-1');
    expect(scheduler.snapshot()).toMatchObject({ phase: 'active' });
    expect(store.snapshot()).toMatchObject({ token: renewed, expired: false });
    stop();
  });

  it('never warns for a token without exp, which the session does not keep', () => {
    vi.useFakeTimers();
    const phases: string[] = [];
    const stop = scheduler.subscribe(() => phases.push(scheduler.snapshot().phase));
    store.start(makeToken({ exp: undefined }), 'user-1');
    vi.advanceTimersByTime(24 * 3600_000);
    expect(scheduler.snapshot().phase).toBe('none');
    expect(phases).toEqual([]);
    expect(sessionStorage.getItem('token')).toBeNull();
    stop();
  });

  it('forgets an expired session on logout', () => {
    vi.useFakeTimers();
    store.start(makeToken({}, 10), 'user-1');
    const stop = scheduler.subscribe(() => undefined);
    vi.advanceTimersByTime(11_000);
    expect(scheduler.snapshot().phase).toBe('expired');
    store.clear();
    expect(scheduler.snapshot().phase).toBe('none');
    expect(store.snapshot()).toMatchObject({ userId: null, expired: false });
    stop();
  });
});
