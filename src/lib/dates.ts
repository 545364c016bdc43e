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

/** In the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = parseServerDateTime(value);
  if (!date) return value;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
