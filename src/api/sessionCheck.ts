import { ApiError } from './ApiError';
import { fetchUser } from './users';

/**
 * The backend answers 403 with an empty body both for a token it rejects and for any unhandled
 * failure (contract §2.3). One cheap call that needs nothing but a valid session tells them apart:
 * reading one's own user. True when that is refused too, so the session is what failed.
 */
export async function isSessionRejected(userId: string): Promise<boolean> {
  try {
    await fetchUser(userId);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.statusCode === 403;
  }
}
