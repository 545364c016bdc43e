/**
 * An instant as the product shows it in Norwegian time (src/lib/norwegianTime.ts), computed here
 * independently of the app: the day "DD.MM.YYYY" and the time "HH:MM" (":SS" with `seconds`, as the
 * bid history shows it), also as the console's date and time fields take them.
 */
export function norwegianParts(
  instant: string | number | Date,
  { seconds = false } = {},
): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('day')}.${part('month')}.${part('year')}`,
    time: `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`,
  };
}

/** "30.11.2026 00:52": an instant as the product writes it in Norwegian time. */
export function inNorway(instant: string | number | Date, options: { seconds?: boolean } = {}): string {
  const { date, time } = norwegianParts(instant, options);
  return `${date} ${time}`;
}
