import { newId } from '../ids.js';
import type { User } from './model.js';

/** A one-time seller's `carId` until its car is submitted. */
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

export function newUser(fields: Partial<User> & Pick<User, 'name' | 'email' | 'phoneNumber' | 'role'>): User {
  return {
    id: newId(),
    passwordHash: '',
    accountLocked: false,
    address: null,
    carId: ZERO_UUID,
    organisationName: '',
    organisationNumber: '',
    licenceUrls: [],
    buyerCompanyId: null,
    savedCarIds: [],
    ...fields,
  };
}
