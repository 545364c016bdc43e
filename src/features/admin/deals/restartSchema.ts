import * as z from 'zod/mini';
import { parseDateInput } from '../../../lib/dateInput';
import { norwegianTimeToInstant, parseTimeInput } from '../../../lib/norwegianTime';
import type { FormMessageKey } from '../../../ui/form/formMessage';
import { REQUIRED, wholeNumber } from '../../../ui/form/rules';

const INVALID_DATE: FormMessageKey = 'adminPeople:deals.restart.invalidDate';
const INVALID_TIME: FormMessageKey = 'adminPeople:deals.restart.invalidTime';
const NO_SUCH_TIME: FormMessageKey = 'adminPeople:deals.restart.noSuchTime';
const END_NOT_FUTURE: FormMessageKey = 'adminPeople:deals.restart.endNotFuture';
const STEP_ZERO: FormMessageKey = 'adminPeople:deals.restart.stepZero';

export interface RestartValues {
  date: string;
  time: string;
  startingPrice: string;
  minimalStep: string;
}

export interface RestartTerms {
  end: Date;
  startingPrice: number;
  minimalStep: number;
}

/**
 * A restart's new end, typed in Norwegian time (DD.MM.YYYY or YYYY-MM-DD, and HH:MM) and sent as
 * a UTC instant. The backend answers a past end with 403 and checks nothing else, so the client
 * checks that the end lies ahead, and that the step is never 0 (contract §14.2).
 */
export function restartSchema(now: () => number): z.ZodMiniType<RestartTerms, RestartValues> {
  return z.pipe(
    z
      .object({
        date: z.string().check(
          z.minLength(1, REQUIRED),
          z.refine((value) => parseDateInput(value) !== null, INVALID_DATE),
        ),
        time: z.string().check(
          z.minLength(1, REQUIRED),
          z.refine((value) => parseTimeInput(value) !== null, INVALID_TIME),
        ),
        startingPrice: wholeNumber(),
        minimalStep: z.pipe(wholeNumber(), z.number().check(z.refine((step) => step > 0, STEP_ZERO))),
      })
      .check(
        z.superRefine((values, context) => {
          const end = norwegianTimeToInstant(values.date, values.time);
          if (end === null) {
            context.addIssue({ code: 'custom', message: NO_SUCH_TIME, path: ['time'], input: values.time });
          } else if (end.getTime() <= now()) {
            context.addIssue({ code: 'custom', message: END_NOT_FUTURE, path: ['time'], input: values.time });
          }
        }),
      ),
    z.transform(({ date, time, startingPrice, minimalStep }) => ({
      // Checked above: the typed date and time name a future instant.
      end: norwegianTimeToInstant(date, time) ?? new Date(Number.NaN),
      startingPrice,
      minimalStep,
    })),
  );
}
