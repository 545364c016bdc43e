import { MONEY_SUFFIX } from '../config';

const NO_BREAK_SPACE = '\u00a0';
const MINUS = '\u2212';
const OPTIONS = { maximumFractionDigits: 2, minimumFractionDigits: 0 } as const;

/** For what the fast path below does not handle (∞, NaN, 10¹⁵ and beyond, exponents): made on first use. */
let intlFormat: Intl.NumberFormat | undefined;
function byIntl(value: number): string {
  intlFormat ??= new Intl.NumberFormat('nb-NO', OPTIONS);
  return intlFormat.format(value).replace(/\u202f/g, NO_BREAK_SPACE);
}

/**
 * A number grouped the Norwegian way (84 000, 1 398,5; at most two decimals, a half rounded away
 * from zero, − for minus), exactly as `Intl.NumberFormat('nb-NO')` writes it (a test compares
 * them), but without it for the amounts the app shows: making that formatter loads the
 * language's data and took 25–55 ms of the main thread on the first page, where it was the
 * longest part of the landing page's start (bench/README.md). nb-NO groups with a narrow
 * no-break space; a plain no-break space reads the same and copies better.
 */
export function formatNumber(value: number): string {
  const digits = Math.abs(value).toString();
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15 || digits.includes('e')) return byIntl(value);
  const [whole = '0', fraction = ''] = digits.split('.');
  // In hundredths, from the shortest decimal that reads back as the number (as Intl rounds).
  let hundredths = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') hundredths += 1n;
  const cents = String(hundredths % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const grouped = String(hundredths / 100n).replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  const sign = value < 0 || Object.is(value, -0) ? MINUS : '';
  return `${sign}${grouped}${cents === '' ? '' : `,${cents}`}`;
}

/** Spec §9: the amount followed by ',-', grouped the Norwegian way (150 000,-). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)}${MONEY_SUFFIX}`;
}
