import { describe, expect, it } from 'vitest';
import { formatDateInput, isRealDate } from '../../src/lib/dateInput';

describe('formatDateInput', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['2023', '2023'],
    ['20230', '2023-0'],
    ['202302', '2023-02'],
    ['2023021', '2023-02-1'],
    ['20230215', '2023-02-15'],
  ])('formats %j as %j while typing', (raw, formatted) => {
    expect(formatDateInput(raw)).toBe(formatted);
  });

  it('keeps digits only, so pasted letters and typed dashes are dropped', () => {
    expect(formatDateInput('2023-02-15')).toBe('2023-02-15');
    expect(formatDateInput('2a0b2c3/0x2.1 5')).toBe('2023-02-15');
    expect(formatDateInput('abc')).toBe('');
  });

  it('stops at 10 characters', () => {
    expect(formatDateInput('2023021599')).toBe('2023-02-15');
    expect(formatDateInput('2023-02-159')).toHaveLength(10);
  });

  it('lets a deleted dash go instead of putting it back', () => {
    expect(formatDateInput('2023-')).toBe('2023');
    expect(formatDateInput('2023-02-')).toBe('2023-02');
  });
});

describe('isRealDate', () => {
  it.each(['2023-02-28', '2024-02-29', '2000-02-29', '1999-12-31', '2026-04-30'])('accepts %s', (value) => {
    expect(isRealDate(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2023-02-30',
    '1900-02-29',
    '2023-04-31',
    '2023-13-01',
    '2023-00-10',
    '2023-01-00',
    '0000-01-01',
  ])('rejects the impossible %s', (value) => {
    expect(isRealDate(value)).toBe(false);
  });

  it.each(['', '2023', '2023-02', '2023-2-1', '20230215', '2023-02-15x'])(
    'rejects the incomplete %j',
    (value) => {
      expect(isRealDate(value)).toBe(false);
    },
  );
});
