import { registerSeller } from '../../api/users';
import { useRegistrationSteps } from './useRegistrationSteps';
import { missingFields } from './validation';

const EMPTY = {
  email: '',
  password: '',
  name: '',
  phoneNumber: '',
  streetAddress: '',
  postalLocation: '',
  postalCode: '',
};

const DETAIL_FIELDS = ['name', 'phoneNumber', 'streetAddress', 'postalLocation', 'postalCode'] as const;

/** The seller registration's state, kept by the card that shows it. */
export function useSellerRegistration(unexpectedMessage: string) {
  const { send, ...flow } = useRegistrationSteps(EMPTY, unexpectedMessage);
  const { values } = flow;

  const submit = () =>
    send(missingFields(values, DETAIL_FIELDS), () =>
      registerSeller({
        name: values.name.trim(),
        phoneNumber: values.phoneNumber.trim(),
        email: values.email.trim(),
        password: values.password,
        address: {
          streetAddress: values.streetAddress.trim(),
          postalLocation: values.postalLocation.trim(),
          postalCode: values.postalCode.trim(),
        },
      }),
    );

  return { ...flow, submit };
}

export type SellerRegistrationFlow = ReturnType<typeof useSellerRegistration>;
