import type { Address } from '../store/model.js';
import type { Checker, Json } from '../http/validation.js';

/** Field rules and exact messages of contract §10.1 and §10.2. */

export function checkName(c: Checker): string {
  return c.string('name', 'Name cannot be null', 'Name cannot be blank');
}

export function checkRegistrationPhone(c: Checker): string {
  return c.string('phoneNumber', 'Phone number cannot be null', 'phone number cannot be blank');
}

export function checkProfilePhone(c: Checker): string {
  return c.string('phoneNumber', 'Phone number cannot be null', 'Phone number cannot be blank');
}

export function checkEmail(c: Checker): string {
  return c.string('email', 'Email cannot be null', 'Email cannot be blank');
}

export function checkNewPassword(c: Checker): string {
  const present = c.optionalString('password') !== null;
  const password = c.string('password', 'Password cannot be null', 'Password cannot be blank');
  if (present && password.length < 8) c.violation('Password should be at least 8 symbols long');
  return password;
}

export function checkSellerAddress(c: Checker, key: string): Address {
  const json = c.object(key, 'Address cannot be null');
  if (!json) return { streetAddress: '', postalLocation: '', postalCode: '' };
  return addressFields(c.nested(json), 'Postal code cannot be blank');
}

/** Buyer addresses carry a country, and production's postal-code blank message is a copy-paste slip. */
export function checkBuyerAddress(c: Checker, key: string): Address {
  const json: Json | null = c.object(key, 'Address cannot be null');
  if (!json) return { streetAddress: '', postalLocation: '', postalCode: '', country: '' };
  const nested = c.nested(json);
  const country = nested.string('country', 'Country cannot be null', 'Country cannot be blank');
  return { ...addressFields(nested, 'Postal location cannot be blank'), country };
}

function addressFields(c: Checker, postalCodeBlank: string): Address {
  return {
    streetAddress: c.string(
      'streetAddress',
      'Street address cannot be null',
      'Street address cannot be blank',
    ),
    postalLocation: c.string(
      'postalLocation',
      'Postal location cannot be null',
      'Postal location cannot be blank',
    ),
    postalCode: c.string('postalCode', 'Postal code cannot be null', postalCodeBlank),
  };
}
