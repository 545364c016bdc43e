import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../src/fieldValues';
import { normaliseRegistrationNumber } from '../../src/rules/registrationNumber';
import {
  addressByCountry,
  lettersAndDigits,
  personName,
  postalCodeProblem,
  requiredText,
  wholeNumberIn,
} from '../../src/product/fieldRules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the real-world limits of product/fieldRules', () => {
  it('reads a postal code by its country: 4 digits in Norway, letters abroad', () => {
    expect(postalCodeProblem('0150')).toBeNull();
    expect(postalCodeProblem('01a50')).toBe('ui:fields.norwegianPostalCode');
    expect(postalCodeProblem('0150', 'Norge')).toBeNull();
    for (const [code, country] of [
      ['SW1A 1AA', 'United Kingdom'],
      ['1012 AB', 'Nederland'],
      ['D02 X285', 'Ireland'],
      ['10115', 'Deutschland'],
    ])
      expect([code, postalCodeProblem(code ?? '', country)]).toEqual([code, null]);
    expect(postalCodeProblem('<b>1</b>', 'United Kingdom')).toBe('ui:fields.foreignPostalCode');
    expect(postalCodeProblem('SW1A 1AA 1234', 'United Kingdom')).toBe('ui:fields.foreignPostalCode');
  });

  it('takes names of any language and refuses digits, markup and more than 100 characters', () => {
    const name = personName();
    for (const ok of ['Ådne Ø’Brien-Sæther', 'Jean-Luc Picard Jr.', 'Zoë', 'Ólafur'])
      expect([ok, name.safeParse(ok).success]).toEqual([ok, true]);
    expect(messages(name.safeParse('R2D2'))).toEqual(['ui:fields.nameCharacters']);
    expect(messages(name.safeParse('<b>Ola</b>'))).toEqual(['ui:fields.nameCharacters']);
    expect(messages(name.safeParse('A'.repeat(FIELD_LIMITS.name.max + 1)))).toEqual(['ui:fields.tooLong']);
  });

  it('keeps a registration number to 2–8 letters and digits, spaces left out', () => {
    const reg = lettersAndDigits(FIELD_LIMITS.registrationNumber, normaliseRegistrationNumber);
    expect(reg.parse(' ab 12 345 ')).toBe('AB12345');
    expect(messages(reg.safeParse('<b>AB</b>123'))).toEqual(['ui:fields.lettersAndDigits']);
    expect(messages(reg.safeParse('A'))).toEqual(['ui:fields.lettersAndDigits']);
    expect(messages(reg.safeParse('AB1234567'))).toEqual(['ui:fields.lettersAndDigits']);
  });

  it('keeps a number in its range', () => {
    const seats = wholeNumberIn(FIELD_LIMITS.numberOfSeats);
    expect(seats.parse('5')).toBe(5);
    expect(messages(seats.safeParse('0'))).toEqual(['ui:fields.outOfRange']);
    expect(messages(seats.safeParse('10'))).toEqual(['ui:fields.outOfRange']);
  });

  it('puts a company’s postal code and Norwegian organisation number messages on their fields', () => {
    const company = z
      .object({ postalCode: requiredText(), country: z.string(), organisationNumber: requiredText() })
      .check(addressByCountry());
    const issues = (value: Record<string, string>) =>
      company.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ postalCode: '3015', country: 'Norge', organisationNumber: '987 654 321' })).toEqual([]);
    expect(issues({ postalCode: 'SW1A 1AA', country: 'UK', organisationNumber: '01234567' })).toEqual([]);
    expect(issues({ postalCode: 'SW1A 1AA', country: 'Norge', organisationNumber: '1234' })).toEqual([
      ['postalCode', 'ui:fields.norwegianPostalCode'],
      ['organisationNumber', 'ui:fields.norwegianOrganisationNumber'],
    ]);
  });
});
