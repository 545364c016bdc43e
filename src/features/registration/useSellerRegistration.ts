import * as z from 'zod/mini';
import { registerSeller } from '../../api/users';
import { FIELD_LIMITS } from '../../fieldValues';
import {
  addressByCountry,
  boundedText,
  countryOrNorway,
  personName,
  phoneNumber,
  requiredText,
} from '../../product/fieldRules';
import { useRegistrationSteps, type Account } from './useRegistrationSteps';
import type { HttpClient } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';

// The limits a real name and address have (FIELD_LIMITS); the postal code is read by the country,
// which is Norway when left empty (a seller in London has "SW1A 1AA").
const sellerDetailsSchema = z
  .object({
    name: personName(),
    phoneNumber: phoneNumber(),
    streetAddress: boundedText(FIELD_LIMITS.streetAddress),
    postalLocation: boundedText(FIELD_LIMITS.postalLocation),
    postalCode: requiredText(),
    country: countryOrNorway(),
  })
  .check(addressByCountry());
type SellerDetails = z.output<typeof sellerDetailsSchema>;

const EMPTY = {
  name: '',
  phoneNumber: '',
  streetAddress: '',
  postalLocation: '',
  postalCode: '',
  country: '',
};

const register = (
  http: HttpClient,
  account: Account,
  { streetAddress, postalLocation, postalCode, country, ...person }: SellerDetails,
) =>
  registerSeller(http, {
    ...person,
    ...account,
    address: { streetAddress, postalLocation, postalCode, country },
  });

/** The seller registration's state, kept by the card that shows it. */
export const useSellerRegistration = () =>
  useRegistrationSteps(draftKeys.registration('seller'), 'SELLER', sellerDetailsSchema, EMPTY, register);

export type SellerRegistrationFlow = ReturnType<typeof useSellerRegistration>;
