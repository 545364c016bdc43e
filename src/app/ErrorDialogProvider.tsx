import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ErrorDialogContext, type ErrorInfo } from '../ui/errorDialogContext';

/**
 * Only a screen that loads data can fail, so the dialog's code is not in the landing page's: it
 * loads when the first component that may show an error mounts (useShowError).
 */
const loadErrorDialogHost = () => import('./ErrorDialogHost');
const ErrorDialogHost = lazy(() => loadErrorDialogHost().then((m) => ({ default: m.ErrorDialogHost })));

/** The one error dialog of the app (spec §8 display). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<ErrorInfo | null>(null);
  const dismiss = useCallback(() => setError(null), []);
  const api = useMemo(
    () => ({
      show: (next: ErrorInfo) => setError(next),
      prepare: () => void loadErrorDialogHost(),
    }),
    [],
  );

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      {error !== null && (
        <Suspense fallback={null}>
          <ErrorDialogHost error={error} onDismiss={dismiss} />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}
