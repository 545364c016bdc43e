import type { IncomingHttpHeaders } from 'node:http';

const LOCALHOST = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/** `ALLOWED_ORIGINS` as a comma-separated exact list; without it, any localhost origin. */
export function originPolicy(allowedOrigins: string | undefined): (origin: string) => boolean {
  const list = (allowedOrigins ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  if (list.length === 0) return (origin) => LOCALHOST.test(origin);
  return (origin) => list.includes(origin);
}

/** Spring treats a request whose Origin matches its own Host as same-origin, not CORS. */
export function isCrossOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return false;
  const host = headers.host;
  return !(host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
}

export const CORS_REJECTED = 'Invalid CORS request';
