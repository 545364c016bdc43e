import { Suspense, useEffect } from 'react';
import { loginDialog } from '../features/auth/screens';
import { loginNeeded, type LoginNeed } from '../session/loginNeeded';
import { useLoginPrompt, useLoginPromptState, type LoginPrompt } from '../session/loginPrompt';
import type { SessionStore } from '../session/sessionStore';
import { useSessionStore } from '../session/useSession';
import { usePart } from '../core/appInstance';
import { lazyScreen } from '../lazyScreen';

const LoginDialog = lazyScreen(loginDialog);

/**
 * What the app does when an edge reports that the session is needed again (the edges only report):
 * a token the broker refused ends like an expiry (the page stays, read-only) and a write waiting for
 * a session asks for a login on the page the user is on; a 401 to a request that carried the token
 * ends the session, as a logout does (the error dialog then offers the login).
 */
function decide(need: LoginNeed, sessionStore: SessionStore, loginPrompt: LoginPrompt): void {
  if (need === 'unauthorized') {
    sessionStore.clear();
    return;
  }
  if (need === 'refused') sessionStore.expire();
  loginPrompt.request({ stayOnPage: true });
}

/**
 * The login dialog's code (and the HTTP client it needs) loads the first time someone asks to log
 * in. The app decides here what a reported need of the session does (`decide`).
 */
export function LoginDialogHost() {
  const { open } = useLoginPromptState();
  const needs = usePart(loginNeeded);
  const sessionStore = useSessionStore();
  const loginPrompt = useLoginPrompt();
  useEffect(
    () => needs.subscribe((need) => decide(need, sessionStore, loginPrompt)),
    [needs, sessionStore, loginPrompt],
  );
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
