import * as z from 'zod/mini';
import { MAX_AMOUNT, PASSWORD_MIN_LENGTH } from '../../config';
import { currentLanguage } from '../../i18n';
import { readAmount, type AmountLanguage, type AmountProblem } from '../../lib/amountInput';
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
