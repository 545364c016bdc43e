import { INTL_LOCALES, NORWEGIAN_TIME_ZONE, type Language } from '../config';
import { parseServerDateTime } from './dates';
import { parseDateInput } from './dateInput';

const DAY_MS = 86_400_000;
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

let wallClock: Intl.DateTimeFormat | undefined;

/** The Norwegian wall clock at an instant, written as if it were UTC (ms), from Intl's zone data. */
function wallTimeAt(instant: number): number {
  wallClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NORWEGIAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  // One formatToParts per instant: the operator's board formats an end time per row.
  const parts = wallClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** A typed time of day (18:30, 18.30, 9:05) as hours and minutes, or null. */
export function parseTimeInput(value: string): { hours: number; minutes: number } | null {
  const match = TIME.exec(value.trim());
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/**
 * The instant a Norwegian wall-clock date and time names (Europe/Oslo, summer time included), or
 * null when it names none: a date or time that does not parse, or a time skipped when the clocks
 * go forward. A time that happens twice when they go back is its first occurrence. The offsets
 * come from Intl (the day before and after cover both sides of a change), never written by hand.
 */
export function norwegianTimeToInstant(dateInput: string, timeInput: string): Date | null {
  const day = parseDateInput(dateInput);
  const time = parseTimeInput(timeInput);
  if (day === null || time === null) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, time.hours, time.minutes);
  const offsets = new Set([wall - DAY_MS, wall + DAY_MS].map((instant) => wallTimeAt(instant) - instant));
  const matches = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallTimeAt(instant) === wall)
    .sort((a, b) => a - b);
  return matches[0] === undefined ? null : new Date(matches[0]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the Norwegian date (DD.MM.YYYY) and time (HH:MM) a form shows for editing. */
export function instantToNorwegianInput(instant: string): { date: string; time: string } | null {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  const wall = new Date(wallTimeAt(time));
  return {
    date: `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** Today in Norway as YYYY-MM-DD: the day the backend's own (Norwegian) clock checks dates against. */
export function todayInNorway(now: Date = new Date()): string {
  const wall = new Date(wallTimeAt(now.getTime()));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * Error timestamps, as Norwegian time wherever the reader is: the backend writes its local
 * (Norwegian) wall clock without a zone (contract §0), shown as written; a time with a zone (one
 * the client stamped) is converted to Oslo time. Dots, seconds trimmed, as every time on the page.
 */
export function formatNorwegianTime(value: string | null | undefined): string {
  if (!value) return '–';
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, year, month, day, hour, minute] = wall;
    return `${day}.${month}.${year} ${hour}:${minute}`;
  }
  const date = parseServerDateTime(value);
  const input = date ? instantToNorwegianInput(date.toISOString()) : null;
  return input ? `${input.date} ${input.time}` : value;
}

const longDateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day (YYYY-MM-DD) in words, to confirm which day a typed date was read as: "14. mai 2019". */
export function formatLongDate(isoDay: string, language: Language): string {
  let format = longDateFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDateFormats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}
