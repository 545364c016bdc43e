import { DATE_INPUT_LENGTH } from '../config';

const DATE_DIGITS = 8;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec §5: date fields take digits only and format themselves to YYYY-MM-DD while typing.
 * Anything that is not a digit (a pasted letter, a typed dash) is dropped; a dash appears only
 * once a digit follows it, so deleting backwards never gets stuck on a dash.
 */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, DATE_DIGITS);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter((part) => part !== '');
  return parts.join('-').slice(0, DATE_INPUT_LENGTH);
}

/** A complete YYYY-MM-DD that names a day on the calendar (2023-02-30 does not). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
