import { ApiError } from './ApiError';
import { fetchUser } from './users';
import type { HttpClient } from './http';

/**
 * The backend answers 403 with an empty body both for a token it rejects and for any unhandled
 * failure (contract §2.3). One cheap call that needs nothing but a valid session tells them apart:
 * reading one's own user. True when that is refused too, so the session is what failed.
 */
export async function isSessionRejected(http: HttpClient, userId: string): Promise<boolean> {
  try {
    await fetchUser(http, userId);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.statusCode === 403;
  }
}
