import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config';
import { clearSession } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import { ErrorDialog, type ErrorOffer } from '../ui/ErrorDialog';
import { ShowErrorContext, type ErrorInfo } from '../ui/errorDialogContext';
import { paths } from '../paths';

interface SessionVerdict {
  error: ErrorInfo;
  rejected: boolean;
}

/**
 * Spec §8 offers a new login on 401 and 403. The backend's 403 may be an unhandled failure with a
 * valid session (contract §2.3), where ending the session would only lose the user's place; so a
 * 403 with a session is checked first, and offers retry and close when the session is fine.
 */
function useErrorOffer(error: ErrorInfo | null): ErrorOffer {
  const [verdict, setVerdict] = useState<SessionVerdict | null>(null);
  const session = useSession();
  const userId = session.isLoggedIn ? session.userId : null;
  const hasSession = userId !== null;

  useEffect(() => {
    if (error?.statusCode !== 403 || userId === null) return;
    let current = true;
    // The HTTP layer is loaded already: the failed call came through it.
    void import('../api/sessionCheck')
      .then(({ isSessionRejected }) => isSessionRejected(userId))
      .then((rejected) => {
        if (current) setVerdict({ error, rejected });
      });
    return () => {
      current = false;
    };
  }, [error, userId]);

  if (error === null) return 'home';
  if (error.statusCode === 401) return 'login';
  if (error.statusCode !== 403) return 'home';
  if (!hasSession) return 'login';
  if (verdict?.error !== error) return 'checking';
  return verdict.rejected ? 'login' : 'retry';
}

/** The one error dialog of the app (spec §8 display). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const showError = useCallback((next: ErrorInfo) => setError(next), []);
  const offer = useErrorOffer(error);

  return (
    <ShowErrorContext.Provider value={showError}>
      {children}
      <ErrorDialog
        error={error}
        offer={offer}
        supportEmail={SUPPORT_EMAIL}
        onClose={() => {
          if (error?.statusCode === 401) window.location.reload();
          setError(null);
        }}
        onLogin={() => {
          clearSession();
          window.location.reload();
        }}
        // Every failure the dialog reports is a load or a one-click action: loading the page
        // again repeats it, with nothing typed to lose.
        onRetry={() => window.location.reload()}
        onHome={() => {
          setError(null);
          void navigate(paths.home());
        }}
      />
    </ShowErrorContext.Provider>
  );
}
