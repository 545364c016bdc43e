import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { UnansweredError } from '../api/ApiError';
import { UploadCancelled } from '../lib/uploadProgress';
import type { FormDraft } from '../ui/form/useFormDraft';

/** What a send came to: sent now, or found to have arrived with an earlier try. */
export type SendOutcome<Result> = { arrived: false; result: Result } | { arrived: true };

interface SendOnceOptions<Values, Result> {
  /**
   * The form's draft, written and landed before each try goes out (FormDraft.keep): a lost
   * answer, and the reload that follows, find everything that was typed.
   */
  draft: Pick<FormDraft, 'keep'>;
  send: (values: Values) => Promise<Result>;
  /**
   * Did an earlier try arrive after all? Asked before sending again after a try whose outcome is
   * unknown (no answer, or cancelled on its way), and when a send is refused as `taken`. The
   * backend has no idempotency key (contract §14.7).
   */
  arrived?: (values: Values) => Promise<boolean>;
  /**
   * A refusal that says the thing exists already (an e-mail, a registration number): it may be
   * this browser's own earlier try whose answer was lost, even before a reload, so `arrived`
   * decides whether it ends as a success or as the refusal.
   */
  taken?: (failure: unknown) => boolean;
  onSuccess?: (outcome: SendOutcome<Result>, values: Values) => unknown;
}

/**
 * A form's write that a bad network cannot make twice: a useMutation that, offline, fails at once
 * with the offline message instead of waiting unseen (TanStack Query would hold it until the
 * browser is back), and that, after a try that got no answer, asks `arrived` before sending
 * again. A send whose answer was lost ends as a success, never as "taken". The form's draft is
 * durable before any request goes out. `unanswered`: the last
 * try got no answer, so the form offers to send again (<SendAgain>); everything typed and chosen
 * stays in the form.
 */
export function useSendOnce<Values, Result>({
  draft,
  send,
  arrived,
  taken,
  onSuccess,
}: SendOnceOptions<Values, Result>) {
  const uncertain = useRef(false);
  const mutation = useMutation<SendOutcome<Result>, Error, Values>({
    networkMode: 'always',
    mutationFn: async (values) => {
      await draft.keep();
      let asked = false;
      const landed = async () => {
        if (!arrived) return false;
        const answer = await arrived(values);
        asked = true;
        return answer;
      };
      try {
        if (uncertain.current && (await landed())) return { arrived: true };
        try {
          return { arrived: false, result: await send(values) };
        } catch (refusal) {
          if (!asked && taken?.(refusal) && (await landed())) return { arrived: true };
          throw refusal;
        }
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
