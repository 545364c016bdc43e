import { useCallback, useState } from 'react';
import { accountErrors, hasErrors, messageOf, type FieldErrors, withoutError } from './validation';

export type AccountValues = Record<string, string> & { email: string; password: string };

/**
 * The three steps both registrations share: account (e-mail, password) → details → success.
 * It lives with whoever shows the form (the landing dialog, the card on /register), not in the
 * form, so closing a dialog keeps what was typed until the delayed reset.
 */
export function useRegistrationSteps<Values extends AccountValues>(empty: Values, unexpectedMessage: string) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = useCallback(
    (field: keyof Values & string) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutError(current, field));
    },
    [],
  );

  const clearError = useCallback((field: string) => setErrors((current) => withoutError(current, field)), []);

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

  /** Sends the details when `found` holds no field errors; a refusal keeps everything typed. */
  const send = async (found: FieldErrors<string>, register: () => Promise<unknown>) => {
    if (busy) return;
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setServerError(null);
    try {
      await register();
      setStep(3);
    } catch (failure) {
      setServerError(messageOf(failure, unexpectedMessage));
    } finally {
      setBusy(false);
    }
  };

  const reset = useCallback(() => {
    setStep(1);
    setValues(empty);
    setErrors({});
    setServerError(null);
  }, [empty]);

  return { step, values, errors, serverError, busy, change, clearError, next, back, send, reset };
}

/** What a registration form needs of its flow: the shared steps, with `send` bound into `submit`. */
export type RegistrationFlow<Values extends AccountValues> = Pick<
  ReturnType<typeof useRegistrationSteps<Values>>,
  'step' | 'values' | 'errors' | 'serverError' | 'busy' | 'change' | 'next' | 'back'
> & { submit: () => Promise<void> };
