import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShowError } from '../../../ui/errorDialogContext';
import { carKeys } from '../../../api/cars';
import { auctionsKey } from '../../../api/auctions';

/**
 * A write on an auction from the board: on success every auction list and the car lists are
 * refetched (the backend broadcasts nothing on operator actions, contract §14.2) and the result
 * is said; a failure goes to the error dialog.
 */
export function useAuctionWrite<Input, Answer>(
  write: (input: Input) => Promise<Answer>,
  { done }: { done: (input: Input, answer: Answer) => void },
) {
  const queryClient = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer, input) => {
      done(input, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionsKey }),
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
      ]);
    },
    onError: (error) => showError(error),
  });
}
