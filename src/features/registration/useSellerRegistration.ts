import { useCallback, useState } from 'react';
import { registerSeller } from '../../api/users';
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
  streetAddress: '',
  postalLocation: '',
  postalCode: '',
};
export type SellerValues = typeof EMPTY;

const DETAIL_FIELDS = ['name', 'phoneNumber', 'streetAddress', 'postalLocation', 'postalCode'] as const;

/** The seller registration's state, kept by the card that shows it (see useBuyerRegistration). */
export function useSellerRegistration(unexpectedMessage: string) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [values, setValues] = useState<SellerValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof SellerValues>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = useCallback(
    (field: keyof SellerValues) => (value: string) => {
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
    const found = missingFields(values, DETAIL_FIELDS);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setServerError(null);
    try {
      await registerSeller({
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        email: values.email.trim(),
        password: values.password,
        address: {
          streetAddress: values.streetAddress.trim(),
          postalLocation: values.postalLocation.trim(),
          postalCode: values.postalCode.trim(),
        },
      });
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
    setErrors({});
    setServerError(null);
  }, []);

  return { step, values, errors, serverError, busy, change, next, back, submit, reset };
}

export type SellerRegistrationFlow = ReturnType<typeof useSellerRegistration>;
