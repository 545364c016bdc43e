import { createContext, useContext, useEffect } from 'react';

/** What the error dialog shows: the interface's one error shape (spec §8). */
export interface ErrorInfo {
  statusCode: number;
  message: string;
  timestamp: string;
}

interface ErrorDialogApi {
  show: (error: ErrorInfo) => void;
  /** Gets the dialog ready (its code loads on demand), so it opens even if the network is gone by then. */
  prepare: () => void;
}

export const ErrorDialogContext = createContext<ErrorDialogApi>({
  show: () => {
    throw new Error('useShowError needs the ErrorDialogProvider');
  },
  prepare: () => undefined,
});

/** Opens the error dialog, for failed loads (spec §8: car, auction or list); readies it on mount. */
export function useShowError(): (error: ErrorInfo) => void {
  const { show, prepare } = useContext(ErrorDialogContext);
  useEffect(prepare, [prepare]);
  return show;
}

/** Opens the error dialog once for each new failure (a failed load, say). */
export function useShowErrorOnFailure(error: ErrorInfo | null | undefined): void {
  const showError = useShowError();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
}
