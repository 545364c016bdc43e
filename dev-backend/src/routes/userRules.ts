import { ApiError, Forbidden } from '../http/errors.js';
import { isAdmin } from '../http/request.js';
import type { Role, User } from '../store/model.js';
import type { Store } from '../store/store.js';
import type { ProfileUpdate } from './profileUpdate.js';

/** Rules shared by the users' own calls and the operators' calls on users. */

export const ADMINS: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

export function assertEmailFreeIn(store: Store, email: string, except?: User): void {
  const existing = store.userByEmail(email);
  if (existing && existing !== except) throw new ApiError(409, 'User with this email already exists');
}

/** Only an operator learns that an id does not exist; anyone else gets the plain 403. */
export function findUserIn(store: Store, id: string, viewer: User): User {
  const user = store.users.get(id);
  if (user) return user;
  if (isAdmin(viewer)) throw new ApiError(404, `User with id ${id} was not found`);
  throw new Forbidden('not found');
}

/** Spring's String→Boolean conversion; null when missing or not convertible. */
export function springBoolean(value: string | undefined): boolean | null {
  const v = (value ?? '').trim().toLowerCase();
  if (['true', 'on', 'yes', '1'].includes(v)) return true;
  if (['false', 'off', 'no', '0'].includes(v)) return false;
  return null;
}

/** Applies a profile update; `withEmail` also takes the e-mail, which ends the user's tokens. */
export function applyProfile(store: Store, target: User, update: ProfileUpdate, withEmail: boolean): void {
  if (target.role !== update.role) throw new Forbidden('role mismatch');
  if (withEmail && update.email !== target.email) assertEmailFreeIn(store, update.email, target);
  target.name = update.name;
  target.phoneNumber = update.phoneNumber;
  if (update.address) target.address = update.address;
  if (withEmail) target.email = update.email;
}
