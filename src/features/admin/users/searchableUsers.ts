import { hasRealEmail, type ListedUser } from '../../../api/operatorUsers';
import { searchable } from '../shared/searchRows';

/** A one-time seller's e-mail is a random id (contract §4.2): never searched or shown. */
export const searchableUsers = (users: readonly ListedUser[]) =>
  users.map((user) =>
    searchable(user, [user.name, user.organisationName, user.organisationNumber], {
      phones: [user.phoneNumber],
      emails: [hasRealEmail(user) ? user.email : null],
    }),
  );
