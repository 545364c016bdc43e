import { isTokenValid, tokenExpiresAt } from './tokenExpiry';

/** Spec §3: the session lives in sessionStorage under exactly these keys. */
export const SESSION_KEYS = { token: 'token', userId: 'userId', isAccountLocked: 'isAccountLocked' } as const;

export interface Session {
  token: string | null;
  userId: string | null;
  isAccountLocked: boolean;
}

/** setTimeout cannot wait longer than this; a later expiry is re-armed when the timer fires. */
const MAX_TIMER_MS = 2_147_483_647;

const listeners = new Set<() => void>();
let snapshot: Session | undefined;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function readStorage(): Session {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const userId = sessionStorage.getItem(SESSION_KEYS.userId);
  const isAccountLocked = sessionStorage.getItem(SESSION_KEYS.isAccountLocked) === 'true';
  if (token === null) return { token: null, userId, isAccountLocked };
  return { token, userId, isAccountLocked };
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

/** Publishes the stored state to subscribers if it changed. */
function refresh(): void {
  const next = cleanStorage();
  const previous = snapshot;
  if (
    previous === undefined ||
    next.token !== previous.token ||
    next.userId !== previous.userId ||
    next.isAccountLocked !== previous.isAccountLocked
  ) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }
  armExpiryTimer();
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

export function getSession(): Session {
  refresh();
  return sessionSnapshot();
}

/** The token to send, or null: an expired token is removed before any request (spec §7). */
export function validToken(): string | null {
  return getSession().token;
}

export function startSession(token: string, userId: string): void {
  // Another person's lock flag must not carry over; a renewed login of the same user keeps it.
  if (sessionStorage.getItem(SESSION_KEYS.userId) !== userId) {
    sessionStorage.removeItem(SESSION_KEYS.isAccountLocked);
  }
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.userId, userId);
  refresh();
}

export function setAccountLocked(isAccountLocked: boolean): void {
  sessionStorage.setItem(SESSION_KEYS.isAccountLocked, String(isAccountLocked));
  refresh();
}

export function clearSession(): void {
  removeToken();
  sessionStorage.removeItem(SESSION_KEYS.isAccountLocked);
  refresh();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  refresh();
  return () => {
    listeners.delete(listener);
    armExpiryTimer();
  };
}

/** For useSyncExternalStore: the last published state (read from storage the first time). */
export function sessionSnapshot(): Session {
  snapshot ??= cleanStorage();
  return snapshot;
}
