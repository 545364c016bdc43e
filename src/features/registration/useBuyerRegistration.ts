import { useCallback, useState } from 'react';
import { registerBuyer } from '../../api/users';
import {
  accountErrors,
  hasErrors,
  messageOf,
  missingFields,
  type FieldErrors,
  withoutError,
} from './validation';

const EMPTY = {
  email: '',
  password: '',
  name: '',
  phoneNumber: '',
  organisationName: '',
  organisationNumber: '',
  streetAddress: '',
  postalLocation: '',
  postalCode: '',
  country: '',
};
export type BuyerValues = typeof EMPTY;
export type BuyerField = keyof BuyerValues | 'licences' | 'terms';

const DETAIL_FIELDS = [
  'name',
  'phoneNumber',
  'organisationName',
  'organisationNumber',
  'streetAddress',
  'postalLocation',
  'postalCode',
  'country',
] as const;

/**
 * The buyer registration's state. It lives with whoever shows the form (the landing dialog, the
 * card on /register), not in the form, so closing a dialog keeps it until the delayed reset.
 */
export function useBuyerRegistration(unexpectedMessage: string) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [values, setValues] = useState<BuyerValues>(EMPTY);
  const [licences, setLicences] = useState<File[]>([]);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<BuyerField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = useCallback(
    (field: keyof BuyerValues) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutError(current, field));
    },
    [],
  );

  const next = () => {
    const found = accountErrors(values.email, values.password);
    setErrors(found);
    if (!hasErrors(found)) setStep(2);
  };

  const back = () => {
    setErrors({});
    setServerError(null);
    setStep(1);
  };

  const submit = async () => {
    if (busy) return;
    const found: FieldErrors<BuyerField> = missingFields(values, DETAIL_FIELDS);
    if (licences.length === 0) found.licences = 'required';
    if (!terms) found.terms = 'details.termsRequired';
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setServerError(null);
    try {
      const trimmed = (field: keyof BuyerValues) => values[field].trim();
      await registerBuyer(
        {
          name: trimmed('name'),
          phoneNumber: trimmed('phoneNumber'),
          organisationName: trimmed('organisationName'),
          organisationNumber: trimmed('organisationNumber'),
          email: trimmed('email'),
          password: values.password,
          organisationAddress: {
            streetAddress: trimmed('streetAddress'),
            postalLocation: trimmed('postalLocation'),
            postalCode: trimmed('postalCode'),
            country: trimmed('country'),
          },
        },
        licences,
      );
      setStep(3);
    } catch (failure) {
      setServerError(messageOf(failure, unexpectedMessage));
    } finally {
      setBusy(false);
    }
  };

  const reset = useCallback(() => {
    setStep(1);
    setValues(EMPTY);
    setLicences([]);
    setTerms(false);
    setErrors({});
    setServerError(null);
  }, []);

  const chooseLicences = (files: File[]) => {
    setLicences(files);
    if (files.length > 0) setErrors((current) => withoutError(current, 'licences'));
  };

  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted);
    if (accepted) setErrors((current) => withoutError(current, 'terms'));
  };

  return {
    step,
    values,
    licences,
    terms,
    errors,
    serverError,
    busy,
    change,
    chooseLicences,
    acceptTerms,
    next,
    back,
    submit,
    reset,
  };
}

export type BuyerRegistrationFlow = ReturnType<typeof useBuyerRegistration>;
