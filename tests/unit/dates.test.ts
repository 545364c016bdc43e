import { describe, expect, it } from 'vitest';
import { formatDate, parseServerDateTime } from '../../src/lib/dates';
import { formatNorwegianTime, timeNote, viewerClockDiffers } from '../../src/lib/norwegianTime';

describe('formatDate', () => {
  it('shows a date with dots, day first', () => {
    expect(formatDate('2025-06-01')).toBe('01.06.2025');
    expect(formatDate('2018-04-12')).toBe('12.04.2018');
  });

  it('uses the date part of a date-time', () => {
    expect(formatDate('2025-06-01T18:00:00Z')).toBe('01.06.2025');
  });

  it('shows a dash when there is no date', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDate(undefined)).toBe('–');
    expect(formatDate('')).toBe('–');
  });

  it('shows anything unreadable as it came', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('parseServerDateTime', () => {
  it('reads instants with a zone', () => {
    expect(parseServerDateTime('2025-06-01T18:00:00Z')?.toISOString()).toBe('2025-06-01T18:00:00.000Z');
    expect(parseServerDateTime('2025-06-01T17:52:10.123456Z')?.toISOString()).toBe(
      '2025-06-01T17:52:10.123Z',
    );
  });

  it('reads a time without a zone as UTC', () => {
    expect(parseServerDateTime('2025-06-01T17:52:10.123456')?.toISOString()).toBe('2025-06-01T17:52:10.123Z');
  });

  it('gives null for nonsense', () => {
    expect(parseServerDateTime('not a time')).toBeNull();
  });
});

describe('Norwegian time of an instant', () => {
  it('shows the instant as it reads in Norway, whatever the viewer’s zone', () => {
    expect(formatNorwegianTime('2025-06-01T16:00:00Z')).toBe('01.06.2025 18:00');
    expect(formatNorwegianTime('2025-01-01T22:30:00Z')).toBe('01.01.2025 23:30');
    expect(formatNorwegianTime('2025-12-31T23:30:00Z')).toBe('01.01.2026 00:30');
  });
});

describe('Norwegian time', () => {
  it('switches to and from summer time on the last Sundays of March and October', () => {
    expect(formatNorwegianTime('2025-03-30T00:59:00Z')).toBe('30.03.2025 01:59');
    expect(formatNorwegianTime('2025-03-30T01:00:00Z')).toBe('30.03.2025 03:00');
    expect(formatNorwegianTime('2025-10-26T00:59:00Z')).toBe('26.10.2025 02:59');
    expect(formatNorwegianTime('2025-10-26T01:00:00Z')).toBe('26.10.2025 02:00');
  });
});

describe('formatNorwegianTime (error timestamps)', () => {
  it('shows the backend’s zone-less Norwegian wall clock as written, not shifted from UTC', () => {
    expect(formatNorwegianTime('2025-06-01T17:52:10.123456')).toBe('01.06.2025 17:52');
    expect(formatNorwegianTime('2025-12-24T23:59')).toBe('24.12.2025 23:59');
  });

  it('converts a time with a zone to Oslo time, summer and winter', () => {
    expect(formatNorwegianTime('2025-06-01T17:52:10.123Z')).toBe('01.06.2025 19:52');
    expect(formatNorwegianTime('2025-01-31T23:30:00Z')).toBe('01.02.2025 00:30');
  });

  it('shows a dash for nothing and anything unreadable as it came', () => {
    expect(formatNorwegianTime(undefined)).toBe('–');
    expect(formatNorwegianTime('yesterday')).toBe('yesterday');
  });
});

/** Runs `check` as a viewer in `zone` (Node reads TZ again when it is set), then back in Oslo. */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    process.env.TZ = before;
  }
}

describe('the Norwegian-time note (issue 30)', () => {
  const NOTE = '(Norwegian time)';

  it('shows the same Norwegian time to a viewer in New York, noted as such', () => {
    inZone('America/New_York', () => {
      expect(formatNorwegianTime('2025-06-01T16:00:00Z', NOTE)).toBe('01.06.2025 18:00 (Norwegian time)');
      expect(formatNorwegianTime('2025-06-01T16:00:00Z')).toBe('01.06.2025 18:00');
    });
  });

  it('adds no note where the viewer’s clock reads Norwegian time (Oslo, Berlin)', () => {
    expect(formatNorwegianTime('2025-06-01T16:00:00Z', NOTE)).toBe('01.06.2025 18:00');
    inZone('Europe/Berlin', () => {
      expect(formatNorwegianTime('2025-06-01T16:00:00Z', NOTE)).toBe('01.06.2025 18:00');
    });
  });

  it('notes a time in London, an hour behind all year', () => {
    inZone('Europe/London', () => {
      expect(viewerClockDiffers(Date.parse('2025-01-15T12:00:00Z'))).toBe(true);
      expect(viewerClockDiffers(Date.parse('2025-07-15T12:00:00Z'))).toBe(true);
    });
  });

  it('notes the backend’s zone-less time for a viewer elsewhere, and gives no note for no time', () => {
    inZone('Asia/Tokyo', () => {
      expect(formatNorwegianTime('2025-06-01T17:52:10.123456', NOTE)).toBe(
        '01.06.2025 17:52 (Norwegian time)',
      );
    });
    expect(timeNote(null, NOTE)).toBe('');
    expect(formatNorwegianTime(undefined, NOTE)).toBe('–');
  });
});
