import * as z from 'zod/mini';
import { parseAmount } from '../../rules/bidding';
import type { FormMessageKey } from '../../ui/form/formMessage';

const EMPTY: FormMessageKey = 'auctionRoom:errors.empty';
const TOO_LOW: FormMessageKey = 'auctionRoom:errors.tooLow';

/**
 * A bid's or an autobid limit's amount (spec §5): a whole amount of at least the minimum. Too low
 * says 'Bid is too low, must be at least {amount},-' and nothing is sent. The form gets a new
 * schema whenever a push moves the minimum, so the minimum checked is the one shown.
 */
export const bidFormSchema = (minimum: number) =>
  z.object({
    amount: z.pipe(
      z.string().check(
        z.refine((value) => parseAmount(value) !== null, EMPTY),
        z.refine((value) => {
          const amount = parseAmount(value);
          return amount === null || amount >= minimum;
        }, TOO_LOW),
      ),
      z.transform((value) => parseAmount(value) ?? 0),
    ),
  });
