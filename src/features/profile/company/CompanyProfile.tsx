import type { User } from '../../../api/users';

/** Filled by the buyer-company issue. */
export function CompanyProfile({ user }: { user: User }) {
  return <p>{user.name}</p>;
}
