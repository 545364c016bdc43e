import * as z from 'zod/mini';
import { parseDateInput } from '../../../lib/dateInput';
import { instantToNorwegianInput, norwegianTimeToInstant, parseTimeInput } from '../../../lib/norwegianTime';
import type { FormMessageKey } from '../../../ui/form/formMessage';
import { REQUIRED, wholeNumber } from '../../../ui/form/rules';

const STEP_ZERO: FormMessageKey = 'admin:terms.stepZero';
const INVALID_DATE: FormMessageKey = 'admin:terms.invalidDate';
const INVALID_TIME: FormMessageKey = 'admin:terms.invalidTime';
const END_NOT_FUTURE: FormMessageKey = 'admin:terms.endNotFuture';

/** The end as typed: a Norwegian date and wall-clock time, or null when they name no instant. */
export const endInstant = ({ endDate, endTime }: { endDate: string; endTime: string }) =>
  norwegianTimeToInstant(endDate, endTime);

/**
 * An auction's terms as the operator types them: starting price, a minimal step of at least 1
 * (a step of 0 loops the backend's auto-bid resolution forever, contract §14.2), and an end in
 * Norwegian time that lies in the future (the backend does not check it).
 */
export const auctionTermsSchema = z
  .object({
    startingPrice: wholeNumber(),
    minimalStep: z.pipe(wholeNumber(), z.number().check(z.minimum(1, STEP_ZERO))),
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
    z.refine((terms) => (endInstant(terms)?.getTime() ?? 0) > Date.now(), {
      message: END_NOT_FUTURE,
      path: ['endTime'],
    }),
  );

export type AuctionTermsInput = z.input<typeof auctionTermsSchema>;
export type AuctionTermsValues = z.output<typeof auctionTermsSchema>;

/** The end as the backend takes it: an ISO instant in UTC. */
export function endDateTimeOf(terms: AuctionTermsValues): string {
  const instant = endInstant(terms);
  if (instant === null) throw new Error('the schema let an end through that names no instant');
  return instant.toISOString();
}

/** The form's starting values from amounts and an instant (the auction as it is, or a suggestion). */
export function termsInput(
  startingPrice: number,
  minimalStep: number,
  end: string | null,
): AuctionTermsInput {
  const shown = end === null ? null : instantToNorwegianInput(end);
  return {
    startingPrice: String(Math.round(startingPrice)),
    minimalStep: String(Math.round(minimalStep)),
    endDate: shown?.date ?? '',
    endTime: shown?.time ?? '',
  };
}
