import { useSyncExternalStore } from 'react';
import { SESSION_WARNING_MS } from '../config';
import { usePart, type AppInstance } from '../core/appInstance';
import { createListeners } from '../lib/listeners';
import { sessionStore, type Session } from './sessionStore';
import { MAX_TIMER_MS, tokenExpiresAt } from './tokenExpiry';

/**
 * Where the session stands: none (logged out), active, warning (the token ends within
 * SESSION_WARNING_MS: time to log in again), or expired while the app was open.
 */
export type ExpiryPhase = 'none' | 'active' | 'warning' | 'expired';

export interface SessionExpiry {
  phase: ExpiryPhase;
  /** The token's `exp` in epoch ms; null without a token, or for a token that carries none. */
  expiresAt: number | null;
}

const NONE: SessionExpiry = { phase: 'none', expiresAt: null };

/** Pure: the phase of `session` at `now`. */
export function expiryOf(session: Session, now: number): SessionExpiry {
  if (session.expired) return { phase: 'expired', expiresAt: null };
  if (session.token === null) return NONE;
  const expiresAt = tokenExpiresAt(session.token);
  // Without `exp` there is no moment to warn about (the store treats such a token as expired anyway).
  if (expiresAt === null) return { phase: 'active', expiresAt: null };
  if (now >= expiresAt) return { phase: 'expired', expiresAt };
  return { phase: now >= expiresAt - SESSION_WARNING_MS ? 'warning' : 'active', expiresAt };
}

/** Pure: when the phase changes next by itself (the warning, then the end), or null. */
export function nextChangeAt({ phase, expiresAt }: SessionExpiry): number | null {
  if (expiresAt === null) return null;
  if (phase === 'active') return expiresAt - SESSION_WARNING_MS;
  if (phase === 'warning') return expiresAt;
  return null;
}

/** The session's phase for the notice: a part of the app instance (core/appInstance). */
export interface ExpiryScheduler {
  snapshot: () => SessionExpiry;
  /** Follows the session while anyone listens: a new login re-arms the warning for the new token. */
  subscribe: (listener: () => void) => () => void;
}

export function expiryScheduler(app: AppInstance): ExpiryScheduler {
  const session = app.part(sessionStore);
  const listeners = createListeners({
    onLast: () => {
      stopWatchingSession?.();
      stopWatchingSession = null;
      clearTimeout(timer);
      timer = undefined;
    },
  });
  let state: SessionExpiry = NONE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopWatchingSession: (() => void) | null = null;

  function compute(): boolean {
    const next = expiryOf(session.snapshot(), Date.now());
    if (sameExpiry(next, state)) return false;
    state = next;
    return true;
  }

  /** Re-reads the session, tells listeners about a new phase, and arms the one timer for the next. */
  function update(): void {
    if (compute()) listeners.notify();
    clearTimeout(timer);
    timer = undefined;
    const at = nextChangeAt(state);
    if (at === null || listeners.size === 0) return;
    timer = setTimeout(
      () => {
        // At `exp` the store drops the token (and marks the session expired) before the phase is read.
        if (state.expiresAt !== null && Date.now() >= state.expiresAt) session.current();
        update();
      },
      Math.min(Math.max(at - Date.now(), 0), MAX_TIMER_MS),
    );
  }

  return {
    snapshot() {
      if (listeners.size === 0) compute();
      return state;
    },
    subscribe(listener) {
      compute();
      const stop = listeners.subscribe(listener);
      stopWatchingSession ??= session.subscribe(update);
      update();
      return stop;
    },
  };
}

function sameExpiry(a: SessionExpiry, b: SessionExpiry): boolean {
  return a.phase === b.phase && a.expiresAt === b.expiresAt;
}

/** The session's phase and expiry, re-rendering when the warning starts, the token ends or a login renews it. */
export function useSessionExpiry(): SessionExpiry {
  const scheduler = usePart(expiryScheduler);
  return useSyncExternalStore(scheduler.subscribe, scheduler.snapshot, scheduler.snapshot);
}
