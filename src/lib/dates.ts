/**
 * Spec §9: dates shown with dots. A date `2025-06-01` reads `01.06.2025`, day first as Norwegians
 * write it (product-rules §9). A date has no zone; a time is shown by `formatNorwegianTime`.
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
