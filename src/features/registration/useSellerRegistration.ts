import * as z from 'zod/mini';
import { registerSeller } from '../../api/users';
import { phoneNumber, requiredText } from '../../ui/form/rules';
import { useRegistrationSteps, type Account } from './useRegistrationSteps';
import type { HttpClient } from '../../api/http';

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
  http: HttpClient,
  account: Account,
  { streetAddress, postalLocation, postalCode, ...person }: SellerDetails,
) => registerSeller(http, { ...person, ...account, address: { streetAddress, postalLocation, postalCode } });

/** The seller registration's state, kept by the card that shows it. */
export const useSellerRegistration = () =>
  useRegistrationSteps('seller-registration', 'SELLER', sellerDetailsSchema, EMPTY, register);

export type SellerRegistrationFlow = ReturnType<typeof useSellerRegistration>;
