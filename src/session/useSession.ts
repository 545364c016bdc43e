import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeSession, type Session } from './sessionStore';

/** The current session; re-renders when it starts, ends or expires (without a reload). */
export function useSession(): Session & { isLoggedIn: boolean } {
  const session = useSyncExternalStore(subscribeSession, sessionSnapshot, sessionSnapshot);
  return { ...session, isLoggedIn: session.token !== null };
}
