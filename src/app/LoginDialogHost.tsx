import { Suspense, useEffect } from 'react';
import { loginDialog } from '../features/auth/screens';
import { subscribeLoginNeeded } from '../session/loginNeeded';
import { requestLogin, useLoginPrompt } from '../session/loginPrompt';
import { lazyScreen } from '../screens';

const LoginDialog = lazyScreen(loginDialog);

/**
 * The login dialog's code (and the HTTP client it needs) loads the first time someone asks to log
 * in. The app decides here that a write waiting for a session, or a session the server refused,
 * asks for a login on the page the user is on; the edges only report it.
 */
export function LoginDialogHost() {
  const { open } = useLoginPrompt();
  useEffect(() => subscribeLoginNeeded(() => requestLogin({ stayOnPage: true })), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
