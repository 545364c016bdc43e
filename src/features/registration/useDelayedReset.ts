import { useCallback, useEffect, useRef } from 'react';

/**
 * Spec §2: a closed registration goes back to step 1 a moment after closing, so the closing
 * dialog does not flash the first step. Opening again before then keeps where the user was.
 */
export function useDelayedReset(reset: () => void, delayMs: number) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(reset, delayMs);
  }, [reset, delayMs]);
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
