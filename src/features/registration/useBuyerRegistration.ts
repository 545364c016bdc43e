import { useCallback, useState } from 'react';
import { registerBuyer } from '../../api/users';
import { useRegistrationSteps } from './useRegistrationSteps';
import { missingFields, type FieldErrors } from './validation';

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

/** The buyer registration's state: the shared steps plus licence files and the terms checkbox. */
export function useBuyerRegistration(unexpectedMessage: string) {
  const { send, clearError, reset: resetSteps, ...flow } = useRegistrationSteps(EMPTY, unexpectedMessage);
  const { values } = flow;
  const [licences, setLicences] = useState<File[]>([]);
  const [terms, setTerms] = useState(false);

  const submit = () => {
    const found: FieldErrors<BuyerField> = missingFields(values, DETAIL_FIELDS);
    if (licences.length === 0) found.licences = 'required';
    if (!terms) found.terms = 'details.termsRequired';
    const trimmed = (field: keyof BuyerValues) => values[field].trim();
    return send(found, () =>
      registerBuyer(
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
      ),
    );
  };

  const reset = useCallback(() => {
    resetSteps();
    setLicences([]);
    setTerms(false);
  }, [resetSteps]);

  const chooseLicences = (files: File[]) => {
    setLicences(files);
    if (files.length > 0) clearError('licences');
  };

  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted);
    if (accepted) clearError('terms');
  };

  return { ...flow, licences, terms, chooseLicences, acceptTerms, submit, reset };
}

export type BuyerRegistrationFlow = ReturnType<typeof useBuyerRegistration>;
