/**
 * An amount of money as a person writes it, read without guessing (issue 37). The language decides
 * the decimal mark and the thousands separators:
 *
 * - Norwegian: a decimal comma; thousands apart by a space (also a no-break or thin space) or a point,
 *   "153 000", "153.000", "153 000,50".
 * - English: a decimal point; thousands apart by a comma or a space, "153,000", "153,000.50".
 *
 * Separators must group by threes ("1 53 000" is not read), one kind in one amount, and a decimal
 * part has one or two digits: anything that could be read two ways is refused, never changed.
 * "kr", "NOK" and the ",-" of "150 000,-" (how the app shows money, spec §9) may stand around it.
 */

export type AmountProblem =
  /** A minus sign: an amount is never negative. */
  | 'negative'
  /** Letters or signs that no amount has ("1e12", "12a"). */
  | 'characters'
  /** Digits and separators that do not make one reading ("1 53 000", "153,000" in Norwegian). */
  | 'format';

export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'amount'; value: number; /** It has øre (a decimal part other than zero). */ fractional: boolean }
  | { kind: 'refused'; problem: AmountProblem };

export type AmountLanguage = 'no' | 'en';

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const MINUS = /^[-\u2212\u2013]/;
const CURRENCY_BEFORE = /^(?:kr\.?|nok)\s*/i;
const CURRENCY_AFTER = /\s*(?:kr\.?|nok)$/i;
// The ",-" (or ",–") of "150 000,-": whole kroner, as the app writes money.
const WHOLE_KRONER_MARK = /,[-\u2013]$/;

const MARKS: Record<AmountLanguage, { decimal: string; groups: readonly string[] }> = {
  no: { decimal: ',', groups: [' ', '.'] },
  en: { decimal: '.', groups: [' ', ','] },
};

const escape = (text: string) => text.replace(/[.\\]/g, '\\$&');

/** Whole digits, or digits grouped by threes with one separator throughout. */
function readWholePart(text: string, groups: readonly string[]): string | null {
  if (/^\d+$/.test(text)) return text;
  for (const separator of groups) {
    const grouped = new RegExp(`^\\d{1,3}(?:${escape(separator)}\\d{3})+$`);
    if (grouped.test(text)) return text.split(separator).join('');
  }
  return null;
}

/** Reads `input` as an amount in kroner, in `language`'s way of writing numbers. */
export function readAmount(input: string, language: AmountLanguage): AmountReading {
  let text = input.trim().replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').trim();
  if (text === '')
    return input.trim() === '' ? { kind: 'empty' } : { kind: 'refused', problem: 'characters' };
  if (MINUS.test(text)) return { kind: 'refused', problem: 'negative' };
  text = text.replace(WHOLE_KRONER_MARK, '');
  // Any space-like character is a space from here on: a grouping space is one of the separators.
  text = text.replace(SPACES, ' ');
  if (!/^[\d ,.]+$/.test(text)) return { kind: 'refused', problem: 'characters' };
  const { decimal, groups } = MARKS[language];
  const at = text.lastIndexOf(decimal);
  const decimals = at === -1 ? '' : text.slice(at + 1);
  const hasDecimals = at !== -1 && /^\d{1,2}$/.test(decimals);
  const whole = readWholePart(hasDecimals ? text.slice(0, at) : text, groups);
  if (whole === null) return { kind: 'refused', problem: 'format' };
  const value = Number(whole) + (hasDecimals ? Number(decimals) / 10 ** decimals.length : 0);
  return { kind: 'amount', value, fractional: hasDecimals && Number(decimals) !== 0 };
}
