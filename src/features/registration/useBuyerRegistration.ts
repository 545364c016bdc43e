import * as z from 'zod/mini';
import { registerBuyer } from '../../api/users';
import type { UploadWatch } from '../../lib/uploadProgress';
import type { FormMessageKey } from '../../ui/form/formMessage';
import { FIELD_LIMITS } from '../../fieldValues';
import {
  addressByCountry,
  boundedText,
  personName,
  phoneNumber,
  REQUIRED,
  requiredText,
} from '../../product/fieldRules';
import { useRegistrationSteps, type Account } from './useRegistrationSteps';
import type { HttpClient } from '../../api/http';
import { draftKeys } from '../../product/draftKeys';

const TERMS_REQUIRED: FormMessageKey = 'registration:details.termsRequired';

// The limits a real name, company and address have (FIELD_LIMITS); the postal code and the
// organisation number are read by the country (a UK, Dutch or Irish company's postal code has letters).
const buyerDetailsSchema = z
  .object({
    name: personName(),
    phoneNumber: phoneNumber(),
    organisationName: boundedText(FIELD_LIMITS.organisationName),
    organisationNumber: boundedText(FIELD_LIMITS.organisationNumber),
    streetAddress: boundedText(FIELD_LIMITS.streetAddress),
    postalLocation: boundedText(FIELD_LIMITS.postalLocation),
    postalCode: requiredText(),
    country: boundedText(FIELD_LIMITS.country),
    // Spec §5: the field is highlighted with 'This field is required' when no licence is chosen.
    licences: z.array(z.custom<File>()).check(z.minLength(1, REQUIRED)),
    terms: z.boolean().check(z.refine((accepted) => accepted, TERMS_REQUIRED)),
  })
  .check(addressByCountry());
type BuyerDetails = z.output<typeof buyerDetailsSchema>;

const EMPTY: z.input<typeof buyerDetailsSchema> = {
  name: '',
  phoneNumber: '',
  organisationName: '',
  organisationNumber: '',
  streetAddress: '',
  postalLocation: '',
  postalCode: '',
  country: '',
  licences: [],
  terms: false,
};

const register = (
  http: HttpClient,
  account: Account,
  {
    licences,
    terms: _accepted,
    streetAddress,
    postalLocation,
    postalCode,
    country,
    ...company
  }: BuyerDetails,
  watch: UploadWatch,
) =>
  registerBuyer(
    http,
    { ...company, ...account, organisationAddress: { streetAddress, postalLocation, postalCode, country } },
    licences,
    watch,
  );

/** The buyer registration's state: account, then the company with its licence files and the terms. */
export const useBuyerRegistration = () =>
  useRegistrationSteps(draftKeys.registration('buyer'), 'BUYER_COMPANY', buyerDetailsSchema, EMPTY, register);

export type BuyerRegistrationFlow = ReturnType<typeof useBuyerRegistration>;
