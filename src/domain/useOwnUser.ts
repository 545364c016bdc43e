import { useQuery } from '@tanstack/react-query';
import { isBuyerRole, userQuery } from '../api/users';
import { useSession } from '../session/useSession';

/**
 * The logged-in user as the server last told it. Role and account lock are the server's facts:
 * every screen reads them here, from the one query, so no two screens can disagree about them.
 */
export function useOwnUser() {
  const { userId } = useSession();
  return useQuery({ ...userQuery(userId ?? ''), enabled: userId !== null });
}

/** Whether following is offered: to buyers, as a login prompt to guests, not to anyone else. */
export type FollowAccess = 'buyer' | 'guest' | 'none';

export function useFollowAccess(): FollowAccess {
  const { isLoggedIn } = useSession();
  const role = useOwnUser().data?.role;
  if (!isLoggedIn) return 'guest';
  return isBuyerRole(role) ? 'buyer' : 'none';
}
