import { useSyncExternalStore } from 'react';
import { usePart } from '../core/appInstance';
import { sessionStore, type Session, type SessionStore } from './sessionStore';

/** Prerendered pages are a guest's pages; a visitor with a session gets them rendered in the browser. */
const GUEST: Session = { token: null, userId: null, expired: false };
const guestSnapshot = () => GUEST;

/** The current session; re-renders when it starts, ends or expires (without a reload). */
export function useSession(): Session & { isLoggedIn: boolean } {
  const store = usePart(sessionStore);
  const session = useSyncExternalStore(store.subscribe, store.snapshot, guestSnapshot);
  return { ...session, isLoggedIn: session.token !== null };
}

/** The session's store, to start, end or read it outside render (a login, a logout). */
export const useSessionStore = (): SessionStore => usePart(sessionStore);
