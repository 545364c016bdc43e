import { INTL_LOCALES, NORWEGIAN_TIME_ZONE, type Language } from '../config';
/**
 * Spec §9: dates shown with dots, seconds trimmed. A date `2025-06-01` reads `01.06.2025`;
 * a date-time reads `01.06.2025 18:00` in the viewer's time zone.
 */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '–';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** Instants carry a zone (`Z`); a value without one is read as UTC. */
export function parseServerDateTime(value: string): Date | null {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value);
  const date = new Date(hasZone ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Norwegian time's formatter, made on first use and kept: making one loads the zone's data. */
let norwegianFormat: Intl.DateTimeFormat | undefined;

/** The calendar fields (day, month, year, hour, minute) of an instant in Norwegian time. */
function norwegianFields(date: Date): number[] {
  norwegianFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: NORWEGIAN_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = norwegianFormat.formatToParts(date);
  return (['day', 'month', 'year', 'hour', 'minute'] as const).map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
}

const dateTimeText = ([day = 0, month = 0, year = 0, hours = 0, minutes = 0]: number[]) =>
  `${pad(day)}.${pad(month)}.${year} ${pad(hours)}:${pad(minutes)}`;

/** Today in Norway as YYYY-MM-DD: the day the backend's own (Norwegian) clock checks dates against. */
export function todayInNorway(now: Date = new Date()): string {
  const [day = 0, month = 0, year = 0] = norwegianFields(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** In the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = parseServerDateTime(value);
  if (!date) return value;
  return dateTimeText([
    date.getDate(),
    date.getMonth() + 1,
    date.getFullYear(),
    date.getHours(),
    date.getMinutes(),
  ]);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * Error timestamps, as Norwegian time wherever the reader is: the backend writes its local
 * (Norwegian) wall clock without a zone (contract §0), shown as written; a time with a zone (one
 * the client stamped) is converted to Oslo time. Dots, seconds trimmed, as every time on the page.
 */
export function formatNorwegianTime(value: string | null | undefined): string {
  const wall = WALL_CLOCK.exec(value ?? '');
  if (!wall) {
    if (!value) return '–';
    const date = parseServerDateTime(value);
    return date ? dateTimeText(norwegianFields(date)) : value;
  }
  const [, year, month, day, hour, minute] = wall;
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** A day (YYYY-MM-DD) in words, to confirm which day a typed date was read as: "14. mai 2019". */
const longDateFormats = new Map<Language, Intl.DateTimeFormat>();
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
