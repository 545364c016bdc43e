import * as z from 'zod/mini';
import {
  FIELD_LIMITS,
  MAX_AMOUNT,
  NORWEGIAN_ORGANISATION_NUMBER_DIGITS,
  PASSWORD_MIN_LENGTH,
} from '../fieldValues';
import { currentLanguage } from '../i18n';
import { readAmount, type AmountLanguage, type AmountProblem } from '../lib/amountInput';
import { isNorway } from '../rules/addressCountry';
import { canonicalPhoneNumber, phoneNumberProblem, type PhoneNumberProblem } from '../rules/phoneNumber';
import type { FormMessageKey } from '../ui/form/formMessage';

/**
 * The rules several forms share, each a zod schema of one field whose issue messages are
 * FormMessageKeys. A field's first failing check is the one shown, so `required` comes first.
 */
export const REQUIRED: FormMessageKey = 'ui:fields.requiredMessage';
const INVALID_EMAIL: FormMessageKey = 'ui:fields.invalidEmail';
const PASSWORD_TOO_SHORT: FormMessageKey = 'ui:fields.passwordTooShort';
const INVALID_NUMBER: FormMessageKey = 'ui:fields.invalidNumber';
const NUMBER_TOO_LARGE: FormMessageKey = 'ui:fields.numberTooLarge';
const TOO_LONG: FormMessageKey = 'ui:fields.tooLong';
const PLAIN_TEXT: FormMessageKey = 'ui:fields.plainText';
const NAME_CHARACTERS: FormMessageKey = 'ui:fields.nameCharacters';
const OUT_OF_RANGE: FormMessageKey = 'ui:fields.outOfRange';
const LETTERS_AND_DIGITS: FormMessageKey = 'ui:fields.lettersAndDigits';
const NORWEGIAN_POSTAL_CODE: FormMessageKey = 'ui:fields.norwegianPostalCode';
const FOREIGN_POSTAL_CODE: FormMessageKey = 'ui:fields.foreignPostalCode';
const NORWEGIAN_ORGANISATION_NUMBER: FormMessageKey = 'ui:fields.norwegianOrganisationNumber';
const PHONE_PROBLEMS: Record<PhoneNumberProblem, FormMessageKey> = {
  characters: 'ui:fields.phoneCharacters',
  norwegianLength: 'ui:fields.phoneNorwegianLength',
  internationalLength: 'ui:fields.phoneInternationalLength',
};

/** The backend reads whole numbers as Java ints (contract §0): anything larger fails there. */
const MAX_WHOLE_NUMBER = 2_147_483_647;
const isDigits = (value: string) => /^\d+$/.test(value);
const fitsBackend = (value: string) => Number(value) <= MAX_WHOLE_NUMBER;

// The backend checks no format (contract §10.1); this catches typing slips before the account exists.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text that must not be blank; the form's output is trimmed. */
export const requiredText = () => z.string().check(z.trim(), z.minLength(1, REQUIRED));

// Markup and control characters have no place in a name, an address or a car's words.
const MARKUP_OR_CONTROL = /[<>\p{Cc}]/u;
const isPlainText = (value: string) => !MARKUP_OR_CONTROL.test(value);
// Letters of any language, with spaces, hyphens, apostrophes and full stops between them.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u;

/**
 * Required plain text of at most `max` characters (FIELD_LIMITS), trimmed; the field's
 * `messageValues` give the message its number.
 */
export const boundedText = ({ max }: { max: number }) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, TOO_LONG), z.refine(isPlainText, PLAIN_TEXT));

/** The same, optional: empty is sent as null. */
export const optionalBoundedText = ({ max }: { max: number }) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(max, TOO_LONG), z.refine(isPlainText, PLAIN_TEXT)),
    z.transform((value) => (value === '' ? null : value)),
  );

/** A person's name: letters (any language), spaces, hyphens, apostrophes and full stops, at most FIELD_LIMITS.name. */
export const personName = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(FIELD_LIMITS.name.max, TOO_LONG),
    z.refine((value) => NAME_PATTERN.test(value), NAME_CHARACTERS),
  );

/**
 * Letters and digits only, `min` to `max` of them, after `normalise` (a registration number
 * without its spaces, in capitals); the output is the normalised value.
 */
export const lettersAndDigits = (
  { min, max }: { min: number; max: number },
  normalise: (typed: string) => string,
) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine((value) => {
        const normal = normalise(value);
        return /^[\p{L}\p{N}]+$/u.test(normal) && normal.length >= min && normal.length <= max;
      }, LETTERS_AND_DIGITS),
    ),
    z.transform(normalise),
  );

/**
 * A postal code, read by the address's country: in Norway 4 digits; abroad as that country writes
 * it, letters and spaces too (FIELD_LIMITS.postalCode). Nothing typed is stripped: what does not fit
 * is told. Without a country field the address is Norwegian.
 */
export const postalCodeProblem = (postalCode: string, country = ''): FormMessageKey | null => {
  const code = postalCode.trim();
  if (isNorway(country)) return /^\d{4}$/.test(code) ? null : NORWEGIAN_POSTAL_CODE;
  const { min, max } = FIELD_LIMITS.postalCode;
  const fits = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(code) && code.length >= min && code.length <= max;
  return fits ? null : FOREIGN_POSTAL_CODE;
};

/**
 * A seller's country: empty is Norway (the hint says so), any other country is kept beside the
 * postal location (rules/addressCountry.ts), and the postal code is read by it.
 */
export const countryOrNorway = () =>
  z
    .string()
    .check(z.trim(), z.maxLength(FIELD_LIMITS.country.max, TOO_LONG), z.refine(isPlainText, PLAIN_TEXT));

interface CompanyAddress {
  postalCode: string;
  country: string;
  organisationNumber?: string;
}

/**
 * A company's postal code and organisation number, read by its country: a UK, Dutch or Irish
 * company's postal code has letters, a Norwegian organisation number has 9 digits. A check of the
 * form's object (`.check(addressByCountry())`), each message on its field; an empty field is left
 * to its own "required".
 */
export const addressByCountry = ({ withOrganisationNumber = true } = {}) =>
  z.superRefine((value: CompanyAddress, ctx) => {
    const country = String(value.country);
    const postalCode = String(value.postalCode);
    const problem = postalCode.trim() === '' ? null : postalCodeProblem(postalCode, country);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['postalCode'], input: postalCode });
    const number = value.organisationNumber;
    if (!withOrganisationNumber || number === undefined || number.trim() === '' || !isNorway(country)) return;
    const digits = number.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${NORWEGIAN_ORGANISATION_NUMBER_DIGITS}}$`).test(digits))
      ctx.addIssue({
        code: 'custom',
        message: NORWEGIAN_ORGANISATION_NUMBER,
        path: ['organisationNumber'],
        input: number,
      });
  });

/** A required e-mail address, trimmed, at most FIELD_LIMITS.email. */
export const emailAddress = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(FIELD_LIMITS.email.max, TOO_LONG),
      z.regex(EMAIL_PATTERN, INVALID_EMAIL),
    );

/**
 * A required phone number: a Norwegian one of 8 digits, or + and a country code (`rules/phoneNumber.ts`);
 * the message says what is wrong. The form's output is the canonical form, "+4791234567".
 */
export const phoneNumber = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine((value) => phoneNumberProblem(value) !== 'characters', PHONE_PROBLEMS.characters),
      z.refine((value) => phoneNumberProblem(value) !== 'norwegianLength', PHONE_PROBLEMS.norwegianLength),
      z.refine(
        (value) => phoneNumberProblem(value) !== 'internationalLength',
        PHONE_PROBLEMS.internationalLength,
      ),
    ),
    z.transform(canonicalPhoneNumber),
  );

/** A new password of at least 8 characters (contract §10.1, spec §5); empty says 'required' first. */
export const newPassword = () =>
  z.string().check(z.minLength(1, REQUIRED), z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT));

/** A replacement password: anything shorter than 8 characters, empty too, is 'too short' (spec §5). */
export const replacementPassword = () =>
  z.string().check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT));

/** A required whole number of 0 or more that the backend can store; the form's output is the number. */
export const wholeNumber = () =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, REQUIRED),
        z.refine(isDigits, INVALID_NUMBER),
        z.refine(fitsBackend, NUMBER_TOO_LARGE),
      ),
    z.transform(Number),
  );

/** A required whole number from `min` to `max` (FIELD_LIMITS); the field's `messageValues` give the message its range. */
export const wholeNumberIn = ({ min, max }: { min: number; max: number }) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine(isDigits, INVALID_NUMBER),
      z.refine((value) => Number(value) >= min && Number(value) <= max, OUT_OF_RANGE),
    ),
    z.transform(Number),
  );

const AMOUNT_PROBLEMS: Record<AmountProblem | 'fractional' | 'tooLarge', FormMessageKey> = {
  negative: 'ui:amount.negative',
  characters: 'ui:amount.characters',
  format: 'ui:amount.format',
  fractional: 'ui:amount.wholeKroner',
  tooLarge: 'ui:amount.tooLarge',
};

/** How the page's language writes numbers: an amount is read the way the reader writes it. */
export const amountLanguage = (): AmountLanguage => currentLanguage();

/** The amount typed, or null when it is empty or refused (the rule below says why). */
const amountOf = (text: string): number | null => {
  const reading = readAmount(text, amountLanguage());
  return reading.kind === 'amount' ? reading.value : null;
};

/**
 * An amount of money (a bid, an autobid limit, an auction's terms, an expected price): whole kroner
 * of 0 or more, at most MAX_AMOUNT, read as the language writes numbers (lib/amountInput.ts, spec
 * §5). What cannot be read for certain is refused with why, never changed. `empty` is the message
 * for an empty field, or null when empty means 0. The form's output is the number.
 */
const amountRule = (empty: FormMessageKey | null) =>
  z.pipe(
    z.string().check(
      z.superRefine((value, context) => {
        const reading = readAmount(value, amountLanguage());
        const problem =
          reading.kind === 'empty'
            ? empty
            : reading.kind === 'refused'
              ? AMOUNT_PROBLEMS[reading.problem]
              : reading.value > MAX_AMOUNT
                ? AMOUNT_PROBLEMS.tooLarge
                : reading.fractional
                  ? AMOUNT_PROBLEMS.fractional
                  : null;
        if (problem !== null) context.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    z.transform((value) => amountOf(value) ?? 0),
  );

/** A required amount; `empty` says what an empty field is told. */
export const amount = (empty: FormMessageKey = REQUIRED) => amountRule(empty);

/** An optional amount: empty is sent as 0 (spec §5, the expected price). */
export const optionalAmount = () => amountRule(null);

/** The limits of a field by its name (FIELD_LIMITS), for its `messageValues`; none for a field without. */
export const limitsOf = (field: string): { min?: number; max: number } | undefined =>
  field in FIELD_LIMITS ? FIELD_LIMITS[field as keyof typeof FIELD_LIMITS] : undefined;
