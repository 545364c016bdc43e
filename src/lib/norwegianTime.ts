import { INTL_LOCALES, NORWEGIAN_TIME_ZONE, type Language } from '../config';
import { parseServerDateTime } from './dates';
import { parseDateInput } from './dateInput';

const DAY_MS = 86_400_000;
const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** Memoised on first use, the same for every app instance (docs/state.md). */
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
const MINUTE_MS = 60_000;

/** The instant a value names: an instant with a zone as it is; a zone-less time as Norwegian wall clock. */
function instantOf(value: string): number | null {
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, year, month, day, hour, minute] = wall;
    return norwegianTimeToInstant(`${year}-${month}-${day}`, `${hour}:${minute}`)?.getTime() ?? null;
  }
  return parseServerDateTime(value)?.getTime() ?? null;
}

/**
 * Whether the viewer's clock reads an instant otherwise than Norway's: their zone's offset from
 * UTC then is not Oslo's (Berlin's is, most of the year; New York's never is).
 */
export function viewerClockDiffers(instant: number): boolean {
  const minute = instant - (((instant % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  const norwegianOffset = wallTimeAt(minute) - minute;
  const viewerOffset = -new Date(minute).getTimezoneOffset() * MINUTE_MS;
  return norwegianOffset !== viewerOffset;
}

/**
 * THE way a time is shown (issue 30): as Norwegian time, wherever the reader is, day first with
 * dots, seconds trimmed ("01.06.2025 18:00"; spec §9; product-rules §11 says why day first). An
 * instant (`Z`, contract §0) is converted to Oslo time by Intl's zone data; a zone-less time (the
 * error timestamp, the backend's own clock) is shown as written. With a `note` ("(norsk tid)"),
 * the note follows the time where the viewer's own clock reads that instant otherwise.
 */
export function formatNorwegianTime(value: string | null | undefined, note?: string): string {
  if (!value) return '–';
  const wall = WALL_CLOCK.exec(value);
  let text: string;
  if (wall) {
    const [, year, month, day, hour, minute] = wall;
    text = `${day}.${month}.${year} ${hour}:${minute}`;
  } else {
    const date = parseServerDateTime(value);
    const input = date ? instantToNorwegianInput(date.toISOString()) : null;
    if (!input) return value;
    text = `${input.date} ${input.time}`;
  }
  return note ? `${text}${timeNote(value, note)}` : text;
}

/**
 * As formatNorwegianTime, with the seconds ("01.06.2025 18:00:07"): where a second matters (a bid's
 * time in the history, the server's receipt of a bid, the end a late bid moved).
 */
export function formatNorwegianSeconds(value: string): string {
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, year, month, day, hour, minute, seconds = ':00'] = wall;
    return `${day}.${month}.${year} ${hour}:${minute}:${seconds.slice(1, 3)}`;
  }
  const date = parseServerDateTime(value);
  const input = date ? instantToNorwegianInput(date.toISOString()) : null;
  if (!date || !input) return value;
  // Norway's offset from UTC is whole minutes: the seconds are the instant's own.
  return `${input.date} ${input.time}:${pad(date.getUTCSeconds())}`;
}

/** The Norwegian time of day with seconds ("18:00:07"). */
export const norwegianTimeOfDay = (value: string): string =>
  formatNorwegianSeconds(value).split(' ').at(-1) ?? value;

/** ` ${note}` where the viewer's clock reads the time otherwise than Norway's, else ''. */
export function timeNote(value: string | null | undefined, note: string): string {
  const instant = value ? instantOf(value) : null;
  return instant !== null && viewerClockDiffers(instant) ? ` ${note}` : '';
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
