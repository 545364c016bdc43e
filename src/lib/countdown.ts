export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `endsAt` (epoch ms), or null once it has passed. */
export function timeLeft(endsAt: number, now: number): TimeLeft | null {
  const remaining = Math.floor((endsAt - now) / 1000);
  if (!Number.isFinite(remaining) || remaining <= 0) return null;
  return {
    days: Math.floor(remaining / 86400),
    hours: Math.floor((remaining % 86400) / 3600),
    minutes: Math.floor((remaining % 3600) / 60),
    seconds: remaining % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `02:05:09`, with days in front (`3d 02:05:09`) when more than 24 h remain; the unit letter is passed in translated. */
export function formatTimeLeft(left: TimeLeft, dayUnit: string): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${left.days}${dayUnit} ${clock}` : clock;
}
