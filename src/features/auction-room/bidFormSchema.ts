import * as z from 'zod/mini';
import type { FormMessageKey } from '../../ui/form/formMessage';
import { amount } from '../../product/fieldRules';

const EMPTY: FormMessageKey = 'auctionRoom:errors.empty';
const TOO_LOW: FormMessageKey = 'auctionRoom:errors.tooLow';
const NOT_TAKEN: FormMessageKey = 'auctionRoom:errors.amountNotTaken';

/**
 * A bid's or an autobid limit's amount (spec §5): whole kroner as the language writes them, at most
 * MAX_AMOUNT (product/fieldRules.ts), and at least the minimum. Too low says 'Bid is too low, must be
 * at least {amount},-' and nothing is sent. `refused` names the amounts production refuses for
 * another reason (a manual bid equal to an autobid's limit, contract §7.4): told in words that name
 * no one's limit. The form gets a new schema whenever a push moves the minimum or the autobids, so
 * what is checked is what is shown.
 */
export const bidFormSchema = (minimum: number, refused: (amount: number) => boolean = () => false) =>
  z.pipe(
    z.object({ amount: amount(EMPTY) }),
    z.object({
      amount: z.number().check(
        z.refine((value) => value >= minimum, TOO_LOW),
        z.refine((value) => value < minimum || !refused(value), NOT_TAKEN),
      ),
    }),
  );
