import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeSession, type Session } from './sessionStore';

/** Prerendered pages are a guest's pages; a visitor with a session gets them rendered in the browser. */
const GUEST: Session = { token: null, userId: null, expired: false };
const guestSnapshot = () => GUEST;

/** The current session; re-renders when it starts, ends or expires (without a reload). */
export function useSession(): Session & { isLoggedIn: boolean } {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, guestSnapshot);
  return { ...session, isLoggedIn: session.token !== null };
}
