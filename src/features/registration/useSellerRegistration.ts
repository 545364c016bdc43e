import * as z from 'zod/mini';
import { registerSeller } from '../../api/users';
import { phoneNumber, requiredText } from '../../ui/form/rules';
import { useRegistrationSteps, type Account } from './useRegistrationSteps';

const sellerDetailsSchema = z.object({
  name: requiredText(),
  phoneNumber: phoneNumber(),
  streetAddress: requiredText(),
  postalLocation: requiredText(),
  postalCode: requiredText(),
});
type SellerDetails = z.output<typeof sellerDetailsSchema>;

const EMPTY = { name: '', phoneNumber: '', streetAddress: '', postalLocation: '', postalCode: '' };

const register = (
  account: Account,
  { streetAddress, postalLocation, postalCode, ...person }: SellerDetails,
) => registerSeller({ ...person, ...account, address: { streetAddress, postalLocation, postalCode } });

/** The seller registration's state, kept by the card that shows it. */
export const useSellerRegistration = () =>
  useRegistrationSteps('seller-registration', sellerDetailsSchema, EMPTY, register);

export type SellerRegistrationFlow = ReturnType<typeof useSellerRegistration>;
