import * as z from 'zod/mini';
import { phoneNumber, requiredText } from '../../ui/form/rules';

/** seller: personal details + address; company: + organisation and country; representative: personal details only. */
export type ProfilePanelKind = 'seller' | 'company' | 'representative';

// E-mail and the organisation's name and number ride along unchecked: never editable (spec §5).
const asShown = z.string();

function profileSchema(kind: ProfilePanelKind) {
  const address = kind === 'representative' ? asShown : requiredText();
  return z.object({
    name: requiredText(),
    phoneNumber: phoneNumber(),
    email: asShown,
    streetAddress: address,
    postalLocation: address,
    postalCode: address,
    country: kind === 'company' ? requiredText() : asShown,
    organisationName: asShown,
    organisationNumber: asShown,
  });
}

export const PROFILE_SCHEMAS = {
  seller: profileSchema('seller'),
  company: profileSchema('company'),
  representative: profileSchema('representative'),
};

/** The panel's plain-string view of a user of any role; the feature maps it to and from the API shapes. */
export type ProfilePanelValues = z.output<ReturnType<typeof profileSchema>>;
