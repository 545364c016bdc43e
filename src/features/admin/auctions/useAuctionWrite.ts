import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShowError } from '../../../ui/errorDialogContext';
import { carKeys } from '../../../api/cars';
import { auctionsKey } from '../../../api/auctions';

/**
 * A write on an auction from the board: on success every auction list and the car lists are
 * refetched (the backend broadcasts nothing on operator actions, contract §14.2) and the result
 * is said; a failure goes to the error dialog unless the form shows it itself.
 */
export function useAuctionWrite<Input>(
  write: (input: Input) => Promise<unknown>,
  { done, showFailure = true }: { done: (input: Input) => void; showFailure?: boolean },
) {
  const queryClient = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_answer, input) => {
      done(input);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionsKey }),
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
      ]);
    },
    onError: (error) => {
      if (showFailure) showError(error);
    },
  });
}
