const base64Url = (value: string) =>
  Buffer.from(value).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A JWT as the backend issues it (HS256, sub = e-mail, exp in seconds); the signature is not checked by the client. */
export function makeToken(claims: Record<string, unknown> = {}, expiresInSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: 'rep1@demo.no', iat: now, exp: now + expiresInSeconds, ...claims };
  return `${base64Url(JSON.stringify({ alg: 'HS256' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
