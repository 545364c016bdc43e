/** The claims of a JWT (its middle, base64url part) as JSON; throws when it is not one. */
function claimsOf(token: string): unknown {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error('not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
}

/**
 * Expiry of a JWT in epoch milliseconds (the `exp` claim is in seconds), or null when the
 * token cannot be read or carries no usable `exp`: such a token is treated as expired. Only
 * `exp` is read, a number, so the payload needs no UTF-8 decoding (nor a library).
 */
export function tokenExpiresAt(token: string): number | null {
  try {
    const claims = claimsOf(token);
    const exp = typeof claims === 'object' && claims !== null && 'exp' in claims ? claims.exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}
