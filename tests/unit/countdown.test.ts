import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeft } from '../../src/lib/countdown';

const end = Date.parse('2026-01-10T12:00:00Z');
const secondsBefore = (seconds: number) => end - seconds * 1000;

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(timeLeft(end, secondsBefore(2 * 86400 + 3 * 3600 + 4 * 60 + 5))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds a part-second down, so the display never shows more time than is left', () => {
    expect(timeLeft(end, end - 1999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null at the end and after it', () => {
    expect(timeLeft(end, end)).toBeNull();
    expect(timeLeft(end, end + 5000)).toBeNull();
    expect(timeLeft(end, end - 999)).toBeNull();
  });

  it('is null for an unreadable end time', () => {
    expect(timeLeft(Number.NaN, end)).toBeNull();
  });

  it('keeps exactly 24 hours as hours (no day yet) and adds a day past it', () => {
    expect(timeLeft(end, secondsBefore(86399))).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(timeLeft(end, secondsBefore(86400))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('formatTimeLeft', () => {
  it('pads hours, minutes and seconds to two digits', () => {
    expect(formatTimeLeft({ days: 0, hours: 2, minutes: 5, seconds: 9 }, 'd')).toBe('02:05:09');
  });

  it('shows the last second', () => {
    expect(formatTimeLeft({ days: 0, hours: 0, minutes: 0, seconds: 1 }, 'd')).toBe('00:00:01');
  });

  it('puts the days in front with the translated unit when more than 24 hours remain', () => {
    expect(formatTimeLeft({ days: 3, hours: 2, minutes: 5, seconds: 9 }, 'd')).toBe('3d 02:05:09');
    expect(formatTimeLeft({ days: 12, hours: 0, minutes: 0, seconds: 0 }, 'D')).toBe('12D 00:00:00');
  });

  it('does not cap hours that come without days', () => {
    expect(formatTimeLeft({ days: 0, hours: 23, minutes: 59, seconds: 59 }, 'd')).toBe('23:59:59');
  });
});
