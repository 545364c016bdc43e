import * as z from 'zod/mini';
import { MIN_AUCTION_LENGTH_MS } from '../../../config';
import { parseDateInput } from '../../../lib/dateInput';
import { instantToNorwegianInput, norwegianTimeToInstant, parseTimeInput } from '../../../lib/norwegianTime';
import type { FormMessageKey } from '../../../ui/form/formMessage';
import { amount, REQUIRED } from '../../../product/fieldRules';

const STEP_ZERO: FormMessageKey = 'admin:terms.stepZero';
const INVALID_DATE: FormMessageKey = 'admin:terms.invalidDate';
const INVALID_TIME: FormMessageKey = 'admin:terms.invalidTime';
const NO_SUCH_TIME: FormMessageKey = 'admin:terms.noSuchTime';
const END_NOT_FUTURE: FormMessageKey = 'admin:terms.endNotFuture';
const TOO_SHORT: FormMessageKey = 'admin:terms.tooShort';

/**
 * Which terms are typed: a new run (a start, a restart, a resume past its end) lasts at least
 * MIN_AUCTION_LENGTH_MS; an edit of a running auction only needs an end that lies ahead.
 */
export type TermsKind = 'newRun' | 'edit';

/** The end as typed: a Norwegian date and wall-clock time, or null when they name no instant. */
export const endInstant = ({ endDate, endTime }: { endDate: string; endTime: string }) =>
  norwegianTimeToInstant(endDate, endTime);

/**
 * An auction's terms as the operator types them, the same fields for a start, an edit and a
 * restart: starting price, a minimal step of at least 1 (a step of 0 loops the backend's auto-bid
 * resolution forever, contract §14.2), and an end in Norwegian time that lies ahead (the backend
 * does not check it; a new run lasts at least an hour).
 */
export function auctionTermsSchema(kind: TermsKind) {
  const shortest = kind === 'newRun' ? MIN_AUCTION_LENGTH_MS : 0;
  return z
    .object({
      // Amounts as the language writes them, at most MAX_AMOUNT (DECIMAL(10, 2), contract §14.11).
      startingPrice: amount(),
      minimalStep: z.pipe(amount(), z.number().check(z.minimum(1, STEP_ZERO))),
      endDate: z.string().check(
        z.minLength(1, REQUIRED),
        z.refine((value) => parseDateInput(value) !== null, INVALID_DATE),
      ),
      endTime: z.string().check(
        z.minLength(1, REQUIRED),
        z.refine((value) => parseTimeInput(value) !== null, INVALID_TIME),
      ),
    })
    .check(
      z.superRefine((terms, context) => {
        if (parseDateInput(terms.endDate) === null || parseTimeInput(terms.endTime) === null) return;
        const end = endInstant(terms);
        const issue = (message: FormMessageKey) =>
          context.addIssue({ code: 'custom', message, path: ['endTime'], input: terms.endTime });
        if (end === null) issue(NO_SUCH_TIME);
        else if (end.getTime() <= Date.now()) issue(END_NOT_FUTURE);
        else if (end.getTime() < Date.now() + shortest) issue(TOO_SHORT);
      }),
    );
}

type TermsSchema = ReturnType<typeof auctionTermsSchema>;
export type AuctionTermsInput = z.input<TermsSchema>;
export type AuctionTermsValues = z.output<TermsSchema>;

/** The end as the backend takes it: an ISO instant in UTC. */
export function endDateTimeOf(terms: AuctionTermsValues): string {
  const instant = endInstant(terms);
  if (instant === null) throw new Error('the schema let an end through that names no instant');
  return instant.toISOString();
}

/**
 * The form's starting values from amounts and an instant (the auction as it is, or a suggestion).
 * A starting price of null leaves the field empty: it is asked for, never 0 by accident.
 */
export function termsInput(
  startingPrice: number | null,
  minimalStep: number,
  end: string | null,
): AuctionTermsInput {
  const shown = end === null ? null : instantToNorwegianInput(end);
  return {
    startingPrice: startingPrice === null ? '' : String(Math.round(startingPrice)),
    minimalStep: String(Math.max(1, Math.round(minimalStep))),
    endDate: shown?.date ?? '',
    endTime: shown?.time ?? '',
  };
}
