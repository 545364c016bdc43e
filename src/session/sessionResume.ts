import { sessionSnapshot, subscribeSession } from './sessionStore';

/** Resolves once an expired session is over: the user logged in again, or logged out. */
export function sessionResumed(): Promise<void> {
  return new Promise((resolve) => {
    if (!sessionSnapshot().expired) {
      resolve();
      return;
    }
    let stop: (() => void) | null = null;
    let done = false;
    const check = () => {
      if (done || sessionSnapshot().expired) return;
      done = true;
      stop?.();
      resolve();
    };
    stop = subscribeSession(check);
    // The subscription reads storage at once and may already have seen the end.
    if (done) stop();
  });
}
