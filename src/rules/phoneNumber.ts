/**
 * Phone numbers as the forms take them (issue 30): a Norwegian number of 8 digits, or + and a
 * country code before the number. The backend checks only that the field is not blank (contract
 * §10.1), so this is the one rule; every form's schema uses it (`product/fieldRules.ts`).
 *
 * The canonical form, the one sent: E.164, a + and digits only, "+4791234567". Spaces, dashes,
 * dots and brackets are how people write numbers, so they are read past; 00 before a country code
 * is the same as +.
 */

/** What is wrong with a typed phone number, or null when nothing is. */
export type PhoneNumberProblem = 'characters' | 'norwegianLength' | 'internationalLength';

const NORWAY = '47';
const NORWEGIAN_DIGITS = 8;
/** E.164: at most 15 digits, country code included; the shortest numbers in use have about 7. */
const INTERNATIONAL_MIN_DIGITS = 7;
const INTERNATIONAL_MAX_DIGITS = 15;

/** What a number may be written with: digits, a leading + and the separators people type. */
const WRITTEN = /^\+?[\d\s\-.()/]+$/;

/** The number stripped to its digits, with the international + when there is one (00 reads as +). */
function digitsOf(typed: string): { international: boolean; digits: string } | null {
  const trimmed = typed.trim();
  if (!WRITTEN.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return { international: true, digits };
  if (digits.startsWith('00')) return { international: true, digits: digits.slice(2) };
  return { international: false, digits };
}

/** What is wrong with a typed phone number, or null when it is plausible. Empty is 'required', not this. */
export function phoneNumberProblem(typed: string): PhoneNumberProblem | null {
  const number = digitsOf(typed);
  if (number === null) return 'characters';
  const { international, digits } = number;
  if (!international) return digits.length === NORWEGIAN_DIGITS ? null : 'norwegianLength';
  if (digits.startsWith(NORWAY)) {
    return digits.length === NORWAY.length + NORWEGIAN_DIGITS ? null : 'norwegianLength';
  }
  const plausible =
    !digits.startsWith('0') &&
    digits.length >= INTERNATIONAL_MIN_DIGITS &&
    digits.length <= INTERNATIONAL_MAX_DIGITS;
  return plausible ? null : 'internationalLength';
}

/**
 * A plausible number in its canonical form: "+4791234567" for "912 34 567", "+47 912 34 567" or
 * "0047 91234567"; "+46701234567" for "+46 70 123 45 67". A number with a problem is returned as
 * typed, trimmed (the schemas check first).
 */
export function canonicalPhoneNumber(typed: string): string {
  const number = digitsOf(typed);
  if (number === null || phoneNumberProblem(typed) !== null) return typed.trim();
  return number.international ? `+${number.digits}` : `+${NORWAY}${number.digits}`;
}
