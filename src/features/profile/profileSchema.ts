import * as z from 'zod/mini';
import { FIELD_LIMITS } from '../../fieldValues';
import {
  addressByCountry,
  boundedText,
  countryOrNorway,
  personName,
  phoneNumber,
} from '../../product/fieldRules';

/** seller: personal details + address (country optional); company: + organisation and country; representative: personal details only. */
export type ProfilePanelKind = 'seller' | 'company' | 'representative';

// E-mail and the organisation's name and number ride along unchecked: never editable (spec §5).
const asShown = z.string();

// The limits a real name and address have (FIELD_LIMITS). A postal code is read by its country (a
// UK, Dutch or Irish one has letters): a company must name it, a seller's empty one is Norway.
function profileSchema(kind: ProfilePanelKind) {
  const hasAddress = kind !== 'representative';
  const schema = z.object({
    name: personName(),
    phoneNumber: phoneNumber(),
    email: asShown,
    streetAddress: hasAddress ? boundedText(FIELD_LIMITS.streetAddress) : asShown,
    postalLocation: hasAddress ? boundedText(FIELD_LIMITS.postalLocation) : asShown,
    postalCode: hasAddress ? boundedText(FIELD_LIMITS.postalCode) : asShown,
    country:
      kind === 'company'
        ? boundedText(FIELD_LIMITS.country)
        : kind === 'seller'
          ? countryOrNorway()
          : asShown,
    organisationName: asShown,
    organisationNumber: asShown,
  });
  // The company's organisation number is not editable: only the postal code is read by the country.
  return hasAddress ? schema.check(addressByCountry({ withOrganisationNumber: false })) : schema;
}

export const PROFILE_SCHEMAS = {
  seller: profileSchema('seller'),
  company: profileSchema('company'),
  representative: profileSchema('representative'),
};

/** The panel's plain-string view of a user of any role; the feature maps it to and from the API shapes. */
export type ProfilePanelValues = z.output<ReturnType<typeof profileSchema>>;
