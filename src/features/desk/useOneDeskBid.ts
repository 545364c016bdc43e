import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userQuery } from '../../api/users';
import { subscribeUserErrors } from '../../realtime/userErrors';
import { useShowError } from '../../ui/errorDialogContext';

/**
 * The desk's rule for refusals: a message on the user's error queue names no auction (contract
 * §8.4), so only one desk bid may be on its way at a time, and a refusal belongs to that bid
 * (its row's sender takes it). A refusal while none is on its way (a bid from another tab, say)
 * opens the same error dialog (spec §7), with no row to mark.
 */
export function useOneDeskBid(userId: string) {
  const queryClient = useQueryClient();
  // Claimed at the tap, before any render, so two quick taps cannot both send.
  const claimed = useRef<string | null>(null);
  const [sendingCarId, setSendingCarId] = useState<string | null>(null);
  const showError = useShowError();

  const claim = useCallback((carId: string) => {
    if (claimed.current !== null && claimed.current !== carId) return false;
    claimed.current = carId;
    setSendingCarId(carId);
    return true;
  }, []);

  const release = useCallback((carId: string) => {
    if (claimed.current !== carId) return;
    claimed.current = null;
    setSendingCarId(null);
  }, []);

  useEffect(
    () =>
      subscribeUserErrors((error) => {
        if (claimed.current !== null) return;
        showError(error);
        // A 403 means the account is locked now (contract §3): the own user brings the flag up to date.
        if (error.statusCode === 403)
          void queryClient.invalidateQueries({ queryKey: userQuery(userId).queryKey });
      }),
    [queryClient, userId, showError],
  );

  return {
    /** The car whose bid is on its way; the other rows wait. */
    sendingCarId,
    claim,
    release,
  };
}
