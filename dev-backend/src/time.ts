/**
 * Instants are kept as integer microseconds since the epoch. Production stamps bids with
 * microsecond `Instant`s, and strictly increasing stamps keep "sort by placedAt" meaningful
 * even when an auto-bid war generates several bids within one millisecond.
 */
let lastMicros = 0;

export function nowMicros(): number {
  const micros = Date.now() * 1000;
  lastMicros = micros > lastMicros ? micros : lastMicros + 1;
  return lastMicros;
}

/** Jackson prints the fraction only as needed, in groups of 3 digits. */
function fraction(micros: number): string {
  const sub = ((micros % 1_000_000) + 1_000_000) % 1_000_000;
  if (sub === 0) return '';
  if (sub % 1000 === 0) return '.' + String(sub / 1000).padStart(3, '0');
  return '.' + String(sub).padStart(6, '0');
}

function base(micros: number): string {
  return new Date(Math.floor(micros / 1_000_000) * 1000).toISOString().slice(0, 19);
}

/** ISO-8601 instant in UTC (`2025-06-01T17:52:10.123456Z`). */
export function formatInstant(micros: number): string {
  return base(micros) + fraction(micros) + 'Z';
}

/** LocalDateTime without a zone, as in error timestamps (server clock taken as UTC). */
export function formatLocalDateTime(micros: number): string {
  return base(micros) + fraction(micros);
}

export function millisToMicros(ms: number): number {
  return Math.round(ms * 1000);
}
