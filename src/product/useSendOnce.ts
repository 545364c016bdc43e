import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { UnansweredError } from '../api/ApiError';
import { UploadCancelled } from '../lib/uploadProgress';

/** What a send came to: sent now, or found to have arrived with an earlier try. */
export type SendOutcome<Result> = { arrived: false; result: Result } | { arrived: true };

interface SendOnceOptions<Values, Result> {
  send: (values: Values) => Promise<Result>;
  /**
   * Asked before sending again after a try whose outcome is unknown (no answer, or cancelled on
   * its way): did it arrive after all? The backend has no idempotency key (contract §6.3).
   */
  arrived?: (values: Values) => Promise<boolean>;
  onSuccess?: (outcome: SendOutcome<Result>, values: Values) => unknown;
}

/**
 * A form's write that a bad network cannot make twice: a useMutation that, offline, fails at once
 * with the offline message instead of waiting unseen (TanStack Query would hold it until the
 * browser is back), and that, after a try that got no answer, asks `arrived` before sending
 * again. `unanswered`: the last try got no answer, so the form offers to send again
 * (<SendAgain>); everything typed and chosen stays in the form.
 */
export function useSendOnce<Values, Result>({ send, arrived, onSuccess }: SendOnceOptions<Values, Result>) {
  const uncertain = useRef(false);
  const mutation = useMutation<SendOutcome<Result>, Error, Values>({
    networkMode: 'always',
    mutationFn: async (values) => {
      let asked = false;
      try {
        if (uncertain.current && arrived) {
          const landed = await arrived(values);
          asked = true;
          if (landed) return { arrived: true };
        }
        return { arrived: false, result: await send(values) };
      } catch (error) {
        const unknown = error instanceof UnansweredError || error instanceof UploadCancelled;
        uncertain.current = unknown || (uncertain.current && !asked);
        throw error;
      }
    },
    onSuccess: (outcome, values) => {
      uncertain.current = false;
      return onSuccess?.(outcome, values);
    },
  });
  return { ...mutation, unanswered: mutation.error instanceof UnansweredError };
}
