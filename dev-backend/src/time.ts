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

/** The production backend runs on Norwegian time (issue 16); its error timestamps are that wall clock. */
const osloWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** LocalDateTime without a zone, as in error timestamps: Oslo's wall clock (`2025-06-01T19:52:10.123456`). */
export function formatLocalDateTime(micros: number): string {
  const parts = Object.fromEntries(
    osloWallClock.formatToParts(new Date(Math.floor(micros / 1000))).map((part) => [part.type, part.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  return wall + fraction(micros);
}

export function millisToMicros(ms: number): number {
  return Math.round(ms * 1000);
}
