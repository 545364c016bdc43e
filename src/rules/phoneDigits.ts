/** Norway's country code: "+47 912 34 567", "004791234567" and "91234567" are one number. */
const NORWAY = '47';
const NATIONAL_LENGTH = 8;

const allDigits = (text: string) => text.replace(/\D/g, '').replace(/^00/, '');
const hasCountryCode = (text: string) => /^\s*(\+|00)/.test(text);

/**
 * A phone number's digits without Norway's country code, however it was typed (numbers are stored
 * as typed: "+47 912 34 567", "+4791234567", "91234567"). Other countries keep their code.
 */
export function phoneDigits(phone: string): string {
  const digits = allDigits(phone);
  return digits.length === NORWAY.length + NATIONAL_LENGTH && digits.startsWith(NORWAY)
    ? digits.slice(NORWAY.length)
    : digits;
}

/** Typed text that reads as (part of) a phone number: digits, spaces, + ( ) - only, three digits or more. */
export const looksLikePhone = (text: string): boolean =>
  /^[\d\s+().-]+$/.test(text.trim()) && allDigits(text).length >= 3;

/**
 * Whether `typed` is any part of the phone number `stored`, compared by their digits, with or
 * without +47 on either side ("+47 912" finds "91234567", "912 34 567" finds "+4791234567").
 */
export function phoneContains(stored: string, typed: string): boolean {
  if (!looksLikePhone(typed)) return false;
  const digits = allDigits(typed);
  const wanted =
    hasCountryCode(typed) && digits.startsWith(NORWAY) ? digits.slice(NORWAY.length) : phoneDigits(typed);
  return phoneDigits(stored).includes(wanted) || allDigits(stored).includes(digits);
}
