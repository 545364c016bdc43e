import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeSession } from './sessionStore';

/**
 * The logged-in user's role, for the shell (the header's desk link) and the screens that offer
 * following. It is learnt from the own user's fetch and kept beside the session in
 * sessionStorage, tied to the user id, so that a reload knows it and another login never
 * inherits it. The server checks every permission itself; this only decides what is offered.
 */
const ROLE_KEY = 'role';

const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((listener) => listener());
/** Where storage refuses to keep it (a locked-down browser), it is kept here for the page's life. */
let unstored: string | null = null;

function stored(): string | null {
  try {
    return sessionStorage.getItem(ROLE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

function read(): { userId: string; role: string } | null {
  try {
    const value: unknown = JSON.parse(stored() ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { userId, role } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof role === 'string' ? { userId, role } : null;
  } catch {
    return null;
  }
}

export function rememberRole(userId: string, role: string): void {
  const known = read();
  if (known?.userId === userId && known.role === role) return;
  const value = JSON.stringify({ userId, role });
  try {
    sessionStorage.setItem(ROLE_KEY, value);
  } catch {
    unstored = value;
  }
  notifyAll();
}

/** The role of the session's user, or null when logged out or not known yet. */
export function sessionRole(): string | null {
  const { userId } = sessionSnapshot();
  const known = read();
  return userId !== null && known?.userId === userId ? known.role : null;
}

let stopFollowingSession: (() => void) | null = null;

/** One session subscription for all listeners (a list has a Follow toggle per card). */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) stopFollowingSession = subscribeSession(notifyAll);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopFollowingSession?.();
    stopFollowingSession = null;
  };
}

/** Prerendered pages are a guest's pages (useSession's rule): no role, following offered as a login prompt. */
const noRole = () => null;
const guestAccess = (): FollowAccess => 'guest';

export function useSessionRole(): string | null {
  return useSyncExternalStore(subscribe, sessionRole, noRole);
}

/** Whether following is offered: to buyers, as a login prompt to guests, not to anyone else. */
export type FollowAccess = 'buyer' | 'guest' | 'none';

function followAccess(): FollowAccess {
  if (sessionSnapshot().token === null) return 'guest';
  return isBuyerRole(sessionRole()) ? 'buyer' : 'none';
}

/** For a control shown once per card: one shared subscription, no session work per card. */
export function useFollowAccess(): FollowAccess {
  return useSyncExternalStore(subscribe, followAccess, guestAccess);
}

/** Buyer companies and their representatives follow auctions and have a desk. */
export const isBuyerRole = (role: string | null): boolean =>
  role === 'BUYER_REPRESENTATIVE' || role === 'BUYER_COMPANY';
