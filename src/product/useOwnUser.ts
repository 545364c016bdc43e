import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userQuery, type User } from '../api/users';
import { isBuyerCompany, isBuyerRole, mayBid } from '../rules/roles';
import { useSession } from '../session/useSession';
import { useHttp } from '../api/http';

/**
 * The logged-in user as the server last told it. Role and account lock are the server's facts:
 * every screen reads them here, from the one query, so no two screens can disagree about them.
 */
export function useOwnUser() {
  const http = useHttp();
  const { userId } = useSession();
  return useQuery({ ...userQuery(http, userId ?? ''), enabled: userId !== null });
}

/** Whether following is offered: to buyers, as a login prompt to guests, not to anyone else. */
export type FollowAccess = 'buyer' | 'guest' | 'none';

export function useFollowAccess(): FollowAccess {
  const { isLoggedIn } = useSession();
  const role = useOwnUser().data?.role;
  if (!isLoggedIn) return 'guest';
  return isBuyerRole(role) ? 'buyer' : 'none';
}

/**
 * The bidders whose win is the viewer's: a representative itself; a company, each of its
 * representatives, by name. Null for anyone who does not bid (a seller, an operator).
 */
export interface OwnBidders {
  ids: ReadonlySet<string>;
  /** A company's representatives by id, to say which of them won; null for a representative. */
  names: ReadonlyMap<string, string> | null;
}

export function ownBiddersOf(user: User): OwnBidders | null {
  if (mayBid(user.role)) return { ids: new Set([user.id]), names: null };
  if (!isBuyerCompany(user.role)) return null;
  const representatives = user.representatives ?? [];
  return {
    ids: new Set(representatives.map(({ id }) => id)),
    names: new Map(representatives.map(({ id, name }) => [id, name])),
  };
}

export function useOwnBidders(): OwnBidders | null {
  const user = useOwnUser().data;
  return useMemo(() => (user ? ownBiddersOf(user) : null), [user]);
}
