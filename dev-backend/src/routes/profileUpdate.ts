import { InvalidRequest } from '../http/errors.js';
import { Checker, type Json } from '../http/validation.js';
import { type Address, ROLES, type Role } from '../store/model.js';
import {
  checkBuyerAddress,
  checkEmail,
  checkName,
  checkProfilePhone,
  checkSellerAddress,
} from './userPayloads.js';

/** The polymorphic body of `PUT /users` and `PUT /users/as-admin` (contract §4.6, §10.2). */
export interface ProfileUpdate {
  role: Role;
  id: string;
  name: string;
  phoneNumber: string;
  email: string;
  /** Only sellers and companies carry one. */
  address: Address | null;
}

export function checkProfileUpdate(body: Json): ProfileUpdate {
  const role = body.role;
  // The type discriminator fails before validation: a missing or unknown role is unreadable.
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) throw new InvalidRequest();
  const c = new Checker(body);
  const id = c.uuid('id', 'Id cannot be null');
  const name = checkName(c);
  const phoneNumber = checkProfilePhone(c);
  const email = checkEmail(c);
  let address: Address | null = null;
  if (role === 'SELLER') address = checkSellerAddress(c, 'address');
  if (role === 'BUYER_COMPANY') {
    address = checkBuyerAddress(c, 'address');
    // Required, but never applied.
    c.string('organisationName', 'Organisation name cannot be null', 'Organisation name cannot be blank');
    c.string(
      'organisationNumber',
      'Organisation number cannot be null',
      'Organisation number cannot be blank',
    );
  }
  if (role === 'ONE_TIME_SELLER') c.uuid('carId', 'Car Id cannot be null');
  c.done();
  return { role: role as Role, id, name, phoneNumber, email, address };
}
