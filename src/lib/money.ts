import { MONEY_SUFFIX } from '../config';

const grouping = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** Spec §9: the amount followed by ',-', grouped the Norwegian way (150 000,-). */
export function formatMoney(amount: number): string {
  // nb-NO groups with a narrow no-break space; a plain no-break space reads the same and copies better.
  return `${grouping.format(amount).replace(/\u202f/g, '\u00a0')}${MONEY_SUFFIX}`;
}
