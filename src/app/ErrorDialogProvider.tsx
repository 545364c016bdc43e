import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ShowErrorContext, type ErrorInfo } from '../ui/errorDialogContext';

/** Only a screen that loads data can fail, so the dialog's code comes with the first such screen. */
export const loadErrorDialogHost = () => import('./ErrorDialogHost');
const ErrorDialogHost = lazy(() => loadErrorDialogHost().then((m) => ({ default: m.ErrorDialogHost })));

/** The one error dialog of the app (spec §8 display). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<ErrorInfo | null>(null);
  const showError = useCallback((next: ErrorInfo) => setError(next), []);
  const dismiss = useCallback(() => setError(null), []);

  return (
    <ShowErrorContext.Provider value={showError}>
      {children}
      {error !== null && (
        <Suspense fallback={null}>
          <ErrorDialogHost error={error} onDismiss={dismiss} />
        </Suspense>
      )}
    </ShowErrorContext.Provider>
  );
}
