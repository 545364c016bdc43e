import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fetchRepresentatives,
  representativesKey,
  userKey,
  userQuery,
  type Representative,
  type User,
} from '../../../api/users';
import type { HttpClient } from '../../../api/http';

/**
 * The company user the profile page loaded a moment ago is fresh enough as a fallback; after a
 * write the user query is invalidated, which makes it stale whatever this says.
 */
const COMPANY_USER_FRESH_MS = 5_000;

/** Everything cached for the company: its user and its representatives list. */
export const companyQueryKey = (companyId: string) => userKey(companyId);

/**
 * The spec's call (spec §7), and when it fails, the representatives inside the company's own user:
 * production lacks the route and answers 403 (contract §4.9, rule 2). Fails only when both fail.
 */
export const representativesQuery = (http: HttpClient, queryClient: QueryClient, company: User) =>
  queryOptions({
    queryKey: representativesKey(company.id),
    queryFn: async (): Promise<Representative[]> => {
      try {
        return await fetchRepresentatives(http, company.id);
      } catch (error) {
        const fresh = await queryClient
          .fetchQuery({ ...userQuery(http, company.id), staleTime: COMPANY_USER_FRESH_MS })
          .catch(() => company);
        if (fresh.representatives) return fresh.representatives;
        throw error;
      }
    },
    // The fallback above is the retry.
    retry: false,
  });
