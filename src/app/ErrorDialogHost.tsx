import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSessionRejected } from '../api/sessionCheck';
import { SUPPORT_EMAIL } from '../config';
import { useSession, useSessionStore } from '../session/useSession';
import { ErrorDialog, type ErrorOffer } from '../ui/ErrorDialog';
import type { ErrorInfo } from '../ui/errorDialogContext';
import { paths } from '../paths';
import { useHttp } from '../api/http';

interface SessionVerdict {
  error: ErrorInfo;
  rejected: boolean;
}

/**
 * Spec §8 offers a new login on 401 and 403. The backend's 403 may be an unhandled failure with a
 * valid session (contract §2.3), where ending the session would only lose the user's place; so a
 * 403 with a session is checked first, and offers retry and close when the session is fine.
 */
function useErrorOffer(error: ErrorInfo): ErrorOffer {
  const http = useHttp();
  const [verdict, setVerdict] = useState<SessionVerdict | null>(null);
  const session = useSession();
  const userId = session.isLoggedIn ? session.userId : null;

  useEffect(() => {
    if (error.statusCode !== 403 || userId === null) return;
    let current = true;
    void isSessionRejected(http, userId).then((rejected) => {
      if (current) setVerdict({ error, rejected });
    });
    return () => {
      current = false;
    };
  }, [http, error, userId]);

  if (error.statusCode === 401) return 'login';
  if (error.statusCode !== 403) return 'home';
  if (userId === null) return 'login';
  if (verdict?.error !== error) return 'checking';
  return verdict.rejected ? 'login' : 'retry';
}

/** The error dialog itself, loaded when the first component that may show an error mounts. */
export function ErrorDialogHost({ error, onDismiss }: { error: ErrorInfo; onDismiss: () => void }) {
  const sessionStore = useSessionStore();
  const navigate = useNavigate();
  const offer = useErrorOffer(error);
  return (
    <ErrorDialog
      error={error}
      offer={offer}
      supportEmail={SUPPORT_EMAIL}
      onClose={() => {
        if (error.statusCode === 401) window.location.reload();
        onDismiss();
      }}
      onLogin={() => {
        sessionStore.clear();
        window.location.reload();
      }}
      // Every failure the dialog reports is a load or a one-click action: loading the page again
      // repeats it, with nothing typed to lose.
      onRetry={() => window.location.reload()}
      onHome={() => {
        onDismiss();
        void navigate(paths.home());
      }}
    />
  );
}
