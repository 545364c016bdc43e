import { useCallback, useRef, useState } from 'react';
import { addSimplifiedCar, carExists } from '../../api/cars';
import { registerOneTimeSeller } from '../../api/users';
import { hasErrors, messageOf, missingFields, type FieldErrors, withoutError } from './validation';

const EMPTY = { name: '', phoneNumber: '', registrationNumber: '', kilometers: '', expectedPrice: '' };
export type QuickValues = typeof EMPTY;

const REQUIRED = ['name', 'phoneNumber', 'registrationNumber', 'kilometers'] as const;

interface CreatedOwner {
  userId: string;
  name: string;
  phoneNumber: string;
}

/**
 * Spec §2/§5 quick submission: check the registration number, create the one-time seller, then
 * send the car with its photos. `carExistsMessage` is shown when the number is taken.
 */
export function useQuickSubmission(messages: { carExists: string; unexpected: string }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<QuickValues>(EMPTY);
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors<keyof QuickValues>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A retry after the car failed reuses the owner already created instead of making another.
  const owner = useRef<CreatedOwner | null>(null);

  const change = useCallback(
    (field: keyof QuickValues) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutError(current, field));
    },
    [],
  );

  const ownerFor = async (name: string, phoneNumber: string): Promise<string> => {
    const known = owner.current;
    if (known && known.name === name && known.phoneNumber === phoneNumber) return known.userId;
    const { userId } = await registerOneTimeSeller({ name, phoneNumber });
    owner.current = { userId, name, phoneNumber };
    return userId;
  };

  const submit = async () => {
    if (busy) return;
    const found = missingFields(values, REQUIRED);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setServerError(null);
    try {
      const registrationNumber = values.registrationNumber.replace(/\s+/g, '');
      if (await carExists(registrationNumber)) {
        setServerError(messages.carExists);
        return;
      }
      const ownerId = await ownerFor(values.name.trim(), values.phoneNumber.trim());
      await addSimplifiedCar(
        {
          ownerId,
          registrationNumber,
          kilometers: Number(values.kilometers),
          expectedPrice: values.expectedPrice === '' ? 0 : Number(values.expectedPrice),
        },
        photos,
      );
      setStep(2);
    } catch (failure) {
      setServerError(messageOf(failure, messages.unexpected));
    } finally {
      setBusy(false);
    }
  };

  const reset = useCallback(() => {
    setStep(1);
    setValues(EMPTY);
    setPhotos([]);
    setErrors({});
    setServerError(null);
    owner.current = null;
  }, []);

  return { step, values, photos, errors, serverError, busy, change, setPhotos, submit, reset };
}
