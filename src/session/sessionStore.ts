import { createListeners } from '../lib/listeners';
import { markSessionOpen } from './sessionCookie';
import { isTokenValid, MAX_TIMER_MS, tokenExpiresAt } from './tokenExpiry';

/** Spec §3: the session lives in sessionStorage under exactly these keys. */
export const SESSION_KEYS = { token: 'token', userId: 'userId', isAccountLocked: 'isAccountLocked' } as const;

export interface Session {
  token: string | null;
  userId: string | null;
  /**
   * The token ran out (or the server refused it) while the app was open, and nobody logged out:
   * the page stays, read-only, with the user's id kept in memory until they log in again.
   * sessionStorage holds no token or userId meanwhile (spec §7).
   */
  expired: boolean;
}

export interface SessionStore {
  /** For useSyncExternalStore: the last published state (read from storage the first time). */
  snapshot: () => Session;
  /**
   * The first reader reads storage again and arms the expiry timer; the ones after it share what
   * it found (each card of a list reads the session, and a finder pick mounts 8 new cards). The
   * last reader to go stops the timer.
   */
  subscribe: (listener: () => void) => () => void;
  /** Storage read again (an expired token dropped), then the state. */
  current: () => Session;
  /** The token to send, or null: an expired token is removed before any request (spec §7). */
  validToken: () => string | null;
  start: (token: string, userId: string) => void;
  /**
   * Spec §3 keeps the account's lock in the session under `isAccountLocked`. The server owns it
   * and the own user's query is where screens read it (product/useOwnUser); this key is only
   * written, for the spec's sake, never read back as a second truth.
   */
  recordAccountLocked: (isAccountLocked: boolean) => void;
  /** Logout: everything goes, and the pages that need a session give way to the login prompt. */
  clear: () => void;
  /**
   * The server refused a token that has not reached its `exp` (a changed e-mail, say, contract
   * §1.2): like an expiry, the token goes and the page stays until the user logs in again.
   */
  expire: () => void;
}

function readStorage(): Session {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const userId = sessionStorage.getItem(SESSION_KEYS.userId);
  return { token, userId, expired: false };
}

function removeToken(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
  sessionStorage.removeItem(SESSION_KEYS.userId);
}

/** Drops an expired or unreadable token (with its userId) and returns what is left. */
function cleanStorage(): Session {
  const stored = readStorage();
  if (stored.token === null || isTokenValid(stored.token)) return stored;
  removeToken();
  return readStorage();
}

/** The session of the app instance (core/appInstance): sessionStorage, watched. */
export function sessionStore(): SessionStore {
  let snapshot: Session | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whose session expired while the app was open; null after a login or a logout. */
  let expiredUserId: string | null = null;
  const listeners = createListeners({ onFirst: () => refresh(), onLast: () => armExpiryTimer() });

  /**
   * Publishes the stored state to subscribers if it changed. A token that was in use and is gone
   * without a logout has expired: whose it was is remembered, so that the page can stay.
   */
  function refresh({ forgetExpired = false } = {}): void {
    const previous = snapshot;
    const stored = cleanStorage();
    if (forgetExpired) expiredUserId = null;
    else if (previous?.token && previous.userId !== null && stored.token === null) {
      expiredUserId = previous.userId;
    }
    const next =
      stored.token === null && expiredUserId !== null
        ? { ...stored, userId: expiredUserId, expired: true }
        : stored;
    if (
      previous === undefined ||
      next.token !== previous.token ||
      next.userId !== previous.userId ||
      next.expired !== previous.expired
    ) {
      publish(next);
      listeners.notify();
    }
    armExpiryTimer();
  }

  /** The state every reader sees from now on; the server learns whether a session is open. */
  function publish(next: Session): Session {
    if (snapshot === undefined || (snapshot.token === null) !== (next.token === null))
      markSessionOpen(next.token !== null);
    snapshot = next;
    return next;
  }

  function armExpiryTimer(): void {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    const token = snapshot?.token ?? null;
    if (token === null || listeners.size === 0) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    expiryTimer = setTimeout(refresh, Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS));
  }

  const store: SessionStore = {
    snapshot: () => snapshot ?? publish(cleanStorage()),
    subscribe: listeners.subscribe,
    current() {
      refresh();
      return store.snapshot();
    },
    validToken: () => store.current().token,
    start(token, userId) {
      // Another person's lock flag must not carry over; a renewed login of the same user keeps it.
      const previousUserId = sessionStorage.getItem(SESSION_KEYS.userId) ?? expiredUserId;
      if (previousUserId !== userId) sessionStorage.removeItem(SESSION_KEYS.isAccountLocked);
      sessionStorage.setItem(SESSION_KEYS.token, token);
      sessionStorage.setItem(SESSION_KEYS.userId, userId);
      refresh({ forgetExpired: true });
    },
    recordAccountLocked(isAccountLocked) {
      sessionStorage.setItem(SESSION_KEYS.isAccountLocked, String(isAccountLocked));
    },
    clear() {
      removeToken();
      sessionStorage.removeItem(SESSION_KEYS.isAccountLocked);
      refresh({ forgetExpired: true });
    },
    expire() {
      const { token, userId } = store.snapshot();
      if (token === null) return;
      if (userId !== null) expiredUserId = userId;
      removeToken();
      refresh();
    },
  };
  return store;
}
