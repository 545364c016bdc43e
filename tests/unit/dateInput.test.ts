import { describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from '../../src/lib/dateInput';

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
    expect(formatDateInput('2a0b2c3-0x2-1 5')).toBe('2023-02-15');
    expect(formatDateInput('abc')).toBe('');
  });

  it('keeps a Norwegian day-first date as typed once a dot or a slash appears, letters dropped', () => {
    expect(formatDateInput('14.')).toBe('14.');
    expect(formatDateInput('14.05.2019')).toBe('14.05.2019');
    expect(formatDateInput('14/5/2019')).toBe('14/5/2019');
    expect(formatDateInput('14.x05.2019')).toBe('14.05.2019');
    expect(formatDateInput('14.05.20199')).toBe('14.05.2019');
    // A year first is still the spec's YYYY-MM-DD, whatever separates it.
    expect(formatDateInput('2019.07.04')).toBe('2019-07-04');
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

describe('parseDateInput', () => {
  it.each([
    ['2023-02-28', '2023-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['1999-12-31', '1999-12-31'],
    ['14.05.2019', '2019-05-14'],
    ['14/05/2019', '2019-05-14'],
    ['4.5.2019', '2019-05-04'],
    [' 29.02.2000 ', '2000-02-29'],
  ])('understands %j as %s', (value, day) => {
    expect(parseDateInput(value)).toBe(day);
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
    '31.04.2023',
    '29/02/2023',
    '14.13.2019',
  ])('rejects the impossible %s', (value) => {
    expect(parseDateInput(value)).toBeNull();
  });

  it.each([
    '',
    '2023',
    '2023-02',
    '2023-2-1',
    '2023-02-1',
    '20230215',
    '2023-02-15x',
    '14.05.19',
    '14.05.201',
    '14-05-2019',
  ])('rejects the incomplete or unknown %j', (value) => {
    expect(parseDateInput(value)).toBeNull();
  });
});
