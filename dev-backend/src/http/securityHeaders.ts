import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The security headers the build wrote beside the app (build/securityHeaders.ts, the one place
 * they are computed from the build settings); the nginx recipe includes the same file's twin.
 */
export function readSecurityHeaders(distDir: string): Record<string, string> {
  const file = join(distDir, '.deploy', 'security-headers.json');
  if (!existsSync(file)) throw new Error(`No ${file}; rebuild the app (npm run build:standalone)`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a header map`);
  const headers = Object.entries(parsed).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (!headers.some(([name]) => name === 'Content-Security-Policy'))
    throw new Error(`${file} has no Content-Security-Policy`);
  return Object.fromEntries(headers);
}
