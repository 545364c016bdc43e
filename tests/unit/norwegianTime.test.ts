import { describe, expect, it } from 'vitest';
import { instantToNorwegianInput, norwegianTimeToInstant, parseTimeInput } from '../../src/lib/norwegianTime';

const utc = (date: string, time: string) => norwegianTimeToInstant(date, time)?.toISOString() ?? null;

describe('norwegianTimeToInstant', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(utc('2026-01-15', '18:00')).toBe('2026-01-15T17:00:00.000Z');
    expect(utc('2026-07-01', '18:00')).toBe('2026-07-01T16:00:00.000Z');
  });

  it('takes the date as Norwegians write it, and the time with a dot', () => {
    expect(utc('01.07.2026', '18.30')).toBe('2026-07-01T16:30:00.000Z');
    expect(utc('1.7.2026', '9:05')).toBe('2026-07-01T07:05:00.000Z');
  });

  it('follows the change to summer time: the skipped hour names no instant', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(utc('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(utc('2026-03-29', '02:30')).toBeNull();
    expect(utc('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('follows the change back: the repeated hour is its first occurrence', () => {
    // 25 October 2026: 03:00 becomes 02:00 again.
    expect(utc('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25', '03:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('names nothing for a date or time that is not one', () => {
    expect(utc('2026-02-30', '12:00')).toBeNull();
    expect(utc('2026-02-10', '24:00')).toBeNull();
    expect(utc('2026-02-10', '12')).toBeNull();
    expect(utc('', '12:00')).toBeNull();
  });
});

describe('parseTimeInput', () => {
  it('reads hours and minutes', () => {
    expect(parseTimeInput('18:30')).toEqual({ hours: 18, minutes: 30 });
    expect(parseTimeInput(' 7.05 ')).toEqual({ hours: 7, minutes: 5 });
    expect(parseTimeInput('7:5')).toBeNull();
  });
});

describe('instantToNorwegianInput', () => {
  it('writes an instant as the Norwegian date and time a form shows', () => {
    expect(instantToNorwegianInput('2026-07-01T16:30:00Z')).toEqual({ date: '01.07.2026', time: '18:30' });
    expect(instantToNorwegianInput('2026-01-15T17:00:00Z')).toEqual({ date: '15.01.2026', time: '18:00' });
    expect(instantToNorwegianInput('nonsense')).toBeNull();
  });

  it('reads back to the same instant', () => {
    const input = instantToNorwegianInput('2026-10-25T00:30:00Z');
    expect(input && utc(input.date, input.time)).toBe('2026-10-25T00:30:00.000Z');
  });
});
