import { createHmac, timingSafeEqual } from 'node:crypto';

/** Minimal HS256 JWT, enough to mirror production tokens: `sub` (e-mail), `iss`, `iat`, `exp`. */
export interface JwtClaims {
  sub: string;
  iss: string;
  iat: number;
  exp: number;
}

function b64url(data: Buffer | string): string {
  return Buffer.from(data).toString('base64url');
}

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function issueToken(
  subject: string,
  issuer: string,
  ttlSeconds: number,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const header = b64url(JSON.stringify({ alg: 'HS256' }));
  const claims: JwtClaims = { iss: issuer, sub: subject, iat: nowSeconds, exp: nowSeconds + ttlSeconds };
  const payload = b64url(JSON.stringify(claims));
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret)}`;
}

function isClaims(value: unknown): value is JwtClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.iss === 'string' &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number'
  );
}

/** Returns the claims of a valid, unexpired token from `issuer`, else null (no clock skew, like production). */
export function verifyToken(
  token: string,
  issuer: string,
  secret: string,
  nowMs = Date.now(),
): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (header === undefined || payload === undefined || signature === undefined) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    const head: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (typeof head !== 'object' || head === null || (head as { alg?: unknown }).alg !== 'HS256') return null;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.iss !== issuer) return null;
  if (claims.exp * 1000 <= nowMs) return null;
  return claims;
}
