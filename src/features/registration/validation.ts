import { PASSWORD_MIN_LENGTH } from '../../config';

/** The registration texts a field error can show (keys of the `registration` namespace). */
export type FieldErrorKey =
  'required' | 'account.passwordTooShort' | 'account.invalidEmail' | 'details.termsRequired';

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorKey>>;

/** Blank (after trimming) required fields. */
export function missingFields<Field extends string>(
  values: Record<Field, string>,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  fields.forEach((field) => {
    if (values[field].trim() === '') errors[field] = 'required';
  });
  return errors;
}

// The backend checks no format (contract §10.1); this catches typing slips before the account exists.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1 of both registrations: e-mail and a password of at least 8 characters (contract §10.1). */
export function accountErrors(email: string, password: string): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (email.trim() === '') errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'account.invalidEmail';
  if (password === '') errors.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = 'account.passwordTooShort';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

export const messageOf = (failure: unknown, fallback: string): string =>
  failure instanceof Error && failure.message ? failure.message : fallback;

/** The errors without `field`'s: a field's message goes once the user changes it. */
export function withoutError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
