import { describe, expect, it } from 'vitest';
import { looksLikePhone, phoneContains, phoneDigits } from '../../src/rules/phoneDigits';

describe('phone numbers compared by their digits', () => {
  it('reads a Norwegian number the same with or without +47, spaces or 00', () => {
    for (const typed of ['+47 912 34 567', '+4791234567', '91234567', '0047 91234567', '4791234567'])
      expect(phoneDigits(typed)).toBe('91234567');
  });

  it('keeps another country’s code', () => {
    expect(phoneDigits('+46 70 123 45 67')).toBe('46701234567');
  });

  it('finds any part of a number, however either side was typed', () => {
    expect(phoneContains('+47 912 34 567', '91234567')).toBe(true);
    expect(phoneContains('91234567', '+4791234567')).toBe(true);
    expect(phoneContains('91234567', '+47 912')).toBe(true);
    expect(phoneContains('+4791234567', '34 567')).toBe(true);
    expect(phoneContains('+4791234567', '4791')).toBe(true);
    expect(phoneContains('91234567', '912 35')).toBe(false);
  });

  it('does not read words or two digits as a phone number', () => {
    expect(looksLikePhone('Ola 912')).toBe(false);
    expect(looksLikePhone('+47')).toBe(false);
    expect(looksLikePhone('(912) 34-567')).toBe(true);
    expect(phoneContains('91234567', 'ola')).toBe(false);
  });
});
