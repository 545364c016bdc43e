import { DATE_INPUT_LENGTH } from '../fieldValues';

const DATE_DIGITS = 8;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How dates are written in Norway: day first, with dots or slashes (14.05.2019, 14/5/2019). */
const DAY_FIRST_DATE = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;
/** A day of one or two digits and then a dot or slash: the start of a day-first date. */
const DAY_FIRST_START = /^\s*\d{1,2}[./]/;

/**
 * What a date field keeps of what is typed. Spec §5: digits format themselves to YYYY-MM-DD while
 * typing, a dash appearing only once a digit follows it (so deleting backwards never gets stuck
 * on one). A day followed by a dot or a slash starts a day-first date, as Norwegians write it:
 * digits and those separators stay as typed. Anything else (a letter) is dropped. At most 10 characters.
 */
export function formatDateInput(raw: string): string {
  if (DAY_FIRST_START.test(raw)) return raw.replace(/[^\d./]/g, '').slice(0, DATE_INPUT_LENGTH);
  const digits = raw.replace(/\D/g, '').slice(0, DATE_DIGITS);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter((part) => part !== '');
  return parts.join('-').slice(0, DATE_INPUT_LENGTH);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day a date field holds, as the backend's YYYY-MM-DD, or null when it names no day
 * (2023-02-30 names none). Takes 2019-05-14, 14.05.2019, 14/05/2019 and 14.5.2019.
 */
export function parseDateInput(value: string): string | null {
  const iso = ISO_DATE.exec(value.trim());
  const dayFirst = DAY_FIRST_DATE.exec(value.trim());
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}` : null;
}
