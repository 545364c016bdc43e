import { createContext, useContext, useEffect } from 'react';

/** What the error dialog shows: the interface's one error shape (spec §8). */
export interface ErrorInfo {
  statusCode: number;
  message: string;
  timestamp: string;
}

export const ShowErrorContext = createContext<(error: ErrorInfo) => void>(() => {
  throw new Error('useShowError needs the ErrorDialogProvider');
});

/** Opens the error dialog, for failed loads (spec §8: car, auction or list). */
export function useShowError(): (error: ErrorInfo) => void {
  return useContext(ShowErrorContext);
}

/** Opens the error dialog once for each new failure (a failed load, say). */
export function useShowErrorOnFailure(error: ErrorInfo | null | undefined): void {
  const showError = useShowError();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
}
