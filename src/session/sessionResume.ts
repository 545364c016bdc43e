import type { SessionStore } from './sessionStore';

/**
 * Resolves once an expired session is over (the user logged in again, or logged out), or when
 * `limitMs` has passed, whichever comes first: nothing waits for a login forever.
 */
export function sessionResumed(session: SessionStore, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (!session.snapshot().expired) {
      resolve();
      return;
    }
    let stop: (() => void) | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stop?.();
      resolve();
    };
    const timer = setTimeout(finish, limitMs);
    stop = session.subscribe(() => {
      if (!session.snapshot().expired) finish();
    });
    // The subscription reads storage at once and may already have seen the end.
    if (done) stop();
  });
}
