import type { User, UserUpdate } from '../../api/users';
import type { ProfilePanelValues } from './profileSchema';
import { isBuyerCompany, isSeller, mayBid } from '../../rules/roles';

/** The panel's plain strings for a user of any role (missing parts become ''). */
export function profileValuesFromUser(user: User): ProfilePanelValues {
  return {
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    streetAddress: user.address?.streetAddress ?? '',
    postalLocation: user.address?.postalLocation ?? '',
    postalCode: user.address?.postalCode ?? '',
    country: user.address?.country ?? '',
    organisationName: user.organisationName ?? '',
    organisationNumber: user.organisationNumber ?? '',
  };
}

/**
 * The PUT /api/v1/users body (contract §4.6) from the panel's checked (trimmed) values. E-mail and the organisation fields always come from
 * the stored user: the spec keeps them read-only, and the backend would otherwise change a seller's
 * e-mail and end their session (contract §12 #11).
 */
export function toUserUpdate(user: User, values: ProfilePanelValues): UserUpdate | null {
  const common = {
    id: user.id,
    name: values.name,
    phoneNumber: values.phoneNumber,
    email: user.email,
  };
  const address = {
    streetAddress: values.streetAddress,
    postalLocation: values.postalLocation,
    postalCode: values.postalCode,
    country: values.country,
  };
  if (isSeller(user.role)) return { role: 'SELLER', ...common, address };
  if (isBuyerCompany(user.role))
    return {
      role: 'BUYER_COMPANY',
      ...common,
      organisationName: user.organisationName ?? '',
      organisationNumber: user.organisationNumber ?? '',
      address,
    };
  if (mayBid(user.role)) return { role: 'BUYER_REPRESENTATIVE', ...common };
  return null;
}
