import { MONEY_SUFFIX } from '../config';

// Made on first use, not when the app's code is evaluated: a formatter costs the main thread a
// few milliseconds, and the evaluation is one task already (README, Performance).
let grouping: Intl.NumberFormat | undefined;

/** A number grouped the Norwegian way (84 000, 1 398,5). */
export function formatNumber(value: number): string {
  grouping ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  // nb-NO groups with a narrow no-break space; a plain no-break space reads the same and copies better.
  return grouping.format(value).replace(/\u202f/g, '\u00a0');
}

/** Spec §9: the amount followed by ',-', grouped the Norwegian way (150 000,-). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)}${MONEY_SUFFIX}`;
}
