import { Suspense } from 'react';
import { loginDialog } from '../features/auth/screens';
import { useLoginPrompt } from '../session/loginPrompt';
import { lazyScreen } from './lazyScreen';

const LoginDialog = lazyScreen(loginDialog);

/** The login dialog's code (and the HTTP client it needs) loads the first time someone asks to log in. */
export function LoginDialogHost() {
  const { open } = useLoginPrompt();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
