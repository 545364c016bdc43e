import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config';
import { clearSession } from '../session/sessionStore';
import { ErrorDialog } from '../ui/ErrorDialog';
import { ShowErrorContext, type ErrorInfo } from '../ui/errorDialogContext';
import { paths } from '../paths';

/** The one error dialog of the app (spec §8 display). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [error, setError] = useState<ErrorInfo | null>(null);
  const showError = useCallback((next: ErrorInfo) => setError(next), []);

  return (
    <ShowErrorContext.Provider value={showError}>
      {children}
      <ErrorDialog
        error={error}
        supportEmail={SUPPORT_EMAIL}
        onClose={() => {
          if (error?.statusCode === 401) window.location.reload();
          setError(null);
        }}
        onLogin={() => {
          clearSession();
          window.location.reload();
        }}
        onHome={() => {
          setError(null);
          void navigate(paths.home());
        }}
      />
    </ShowErrorContext.Provider>
  );
}
