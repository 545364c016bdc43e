import { describe, expect, it } from 'vitest';
import { canonicalPhoneNumber, phoneNumberProblem } from '../../src/rules/phoneNumber';

describe('phoneNumberProblem', () => {
  it.each(['91234567', '912 34 567', '+47 912 34 567', '+4791234567', '0047 91234567', '22-12-34-56'])(
    'takes the Norwegian number %s',
    (typed) => expect(phoneNumberProblem(typed)).toBeNull(),
  );

  it.each(['+46 70 123 45 67', '+1 (212) 555-0100', '0046701234567'])(
    'takes the number from abroad %s',
    (typed) => expect(phoneNumberProblem(typed)).toBeNull(),
  );

  it.each([
    ['123', 'norwegianLength'],
    ['912345678', 'norwegianLength'],
    ['+47 1234', 'norwegianLength'],
    ['+4791234567 8', 'norwegianLength'],
    ['+46 12', 'internationalLength'],
    ['+0 123 456 789', 'internationalLength'],
    ['+1234567890123456', 'internationalLength'],
    ['ring meg', 'characters'],
    ['9123456a', 'characters'],
    ['91 23 + 4567', 'characters'],
  ])('refuses %s: %s', (typed, problem) => expect(phoneNumberProblem(typed)).toBe(problem));
});

describe('canonicalPhoneNumber', () => {
  it('writes every spelling of one Norwegian number the same way, +47 and 8 digits', () => {
    for (const typed of [
      '91234567',
      ' 912 34 567 ',
      '+47 912 34 567',
      '0047 912-34-567',
      '+47 (912) 34.567',
    ]) {
      expect(canonicalPhoneNumber(typed)).toBe('+4791234567');
    }
  });

  it('keeps the country code of a number from abroad', () => {
    expect(canonicalPhoneNumber('+46 70 123 45 67')).toBe('+46701234567');
    expect(canonicalPhoneNumber('0046 70 123 45 67')).toBe('+46701234567');
  });

  it('leaves a number with a problem as typed, trimmed', () => {
    expect(canonicalPhoneNumber(' 123 ')).toBe('123');
  });
});
