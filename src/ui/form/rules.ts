import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../../config';
import { canonicalPhoneNumber, phoneNumberProblem, type PhoneNumberProblem } from '../../lib/phoneNumber';
import type { FormMessageKey } from './formMessage';

/**
 * The rules several forms share, each a zod schema of one field whose issue messages are
 * FormMessageKeys. A field's first failing check is the one shown, so `required` comes first.
 */
export const REQUIRED: FormMessageKey = 'ui:fields.requiredMessage';
const INVALID_EMAIL: FormMessageKey = 'ui:fields.invalidEmail';
const PASSWORD_TOO_SHORT: FormMessageKey = 'ui:fields.passwordTooShort';
const INVALID_NUMBER: FormMessageKey = 'ui:fields.invalidNumber';
const NUMBER_TOO_LARGE: FormMessageKey = 'ui:fields.numberTooLarge';
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

/** A required e-mail address, trimmed. */
export const emailAddress = () =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(EMAIL_PATTERN, INVALID_EMAIL));

/**
 * A required phone number: a Norwegian one of 8 digits, or + and a country code (`lib/phoneNumber.ts`);
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

/** The same, optional: empty is sent as 0 (spec §5, the expected price). */
export const optionalWholeNumber = () =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isDigits(value), INVALID_NUMBER),
      z.refine(fitsBackend, NUMBER_TOO_LARGE),
    ),
    z.transform((value) => (value === '' ? 0 : Number(value))),
  );
