import { MONEY_SUFFIX } from '../config';

/** Made on first use and kept: making a formatter loads the language's data. */
let numberFormat: Intl.NumberFormat | undefined;

/**
 * A number grouped the Norwegian way (84 000, 1 398,5; at most two decimals), by
 * `Intl.NumberFormat('nb-NO')`. nb-NO groups with a narrow no-break space; a plain no-break
 * space reads the same and copies better.
 */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return numberFormat.format(value).replace(/\u202f/g, '\u00a0');
}

/** Spec §9: the amount followed by ',-', grouped the Norwegian way (150 000,-). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)}${MONEY_SUFFIX}`;
}
