import { jwtDecode } from 'jwt-decode';

/** setTimeout cannot wait longer than this; a later expiry is re-armed when the timer fires. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Expiry of a JWT in epoch milliseconds (the `exp` claim is in seconds), or null when the
 * token cannot be read or carries no usable `exp`: such a token is treated as expired.
 */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
