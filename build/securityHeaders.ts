import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the headers depend on: the checked build settings (src/settings.ts). */
export interface HeaderSettings {
  /** Backend base address without a trailing slash; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Absolute ws(s) URL, or undefined when the browser derives it from the page's origin. */
  wsUrl: string | undefined;
  /** Where the backend's storage serves pictures from (absolute URLs, contract §6.6). */
  imageOrigins: readonly string[];
}

/** Where the build leaves the headers: beside the app, so a deployed `dist/` carries its own. */
export const HEADERS_DIR = '.deploy';
export const HEADERS_JSON = 'security-headers.json';
export const HEADERS_NGINX = 'security-headers.conf';

const originOf = (url: string): string => new URL(url).origin;

/** A CSP source for an inline <style> with exactly this content. */
export const styleHashSource = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the app. 'self' covers a same-origin backend and, in CSP 3, its
 * ws:/wss: endpoint. No inline script, no eval. Inline style only where the build wrote it: each
 * prerendered page's one <style> (build/pageHtml.ts), allowed by its hash and by nothing looser.
 */
export function contentSecurityPolicy(
  settings: HeaderSettings,
  inlineStyles: readonly string[] = [],
): string {
  const api = settings.apiBaseUrl === '' ? [] : [originOf(settings.apiBaseUrl)];
  const ws = settings.wsUrl === undefined ? [] : [originOf(settings.wsUrl)];
  const unique = (sources: string[]) => [...new Set(sources)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', unique(["'self'", ...inlineStyles.map(styleHashSource)])],
    // Pictures: the app's own, the backend's storage (the stand-in serves them under /files of
    // the API), and blob:/data: for the previews of photos picked before upload.
    ['img-src', unique(["'self'", ...api, ...settings.imageOrigins, 'blob:', 'data:'])],
    ['font-src', "'self'"],
    ['connect-src', unique(["'self'", ...api, ...ws])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every security header the app is served with, by the stand-in and by the nginx recipe alike. */
export function securityHeaders(
  settings: HeaderSettings,
  inlineStyles: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, inlineStyles),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The headers as nginx `add_header` lines (`always`: error answers carry them too). */
export function nginxHeaderLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/(["\\])/g, '\\$1')}" always;\n`)
    .join('');
}

const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/** The contents of the <style> elements of the built pages (dist/*.html). */
async function inlineStylesOf(outDir: string): Promise<string[]> {
  const pages = (await readdir(outDir)).filter((file) => file.endsWith('.html'));
  const styles = await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(path.join(outDir, file), 'utf8');
      return [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
    }),
  );
  return [...new Set(styles.flat())];
}

/**
 * Writes the headers beside the build, after the prerender (whose pages carry the inline styles):
 * `.deploy/security-headers.json` (the stand-in sends these) and `.deploy/security-headers.conf`
 * (the nginx recipe includes it). One computation for both.
 */
export async function writeSecurityHeaders(settings: HeaderSettings, outDir: string): Promise<void> {
  const headers = securityHeaders(settings, await inlineStylesOf(outDir));
  const dir = path.join(outDir, HEADERS_DIR);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(
    path.join(dir, HEADERS_NGINX),
    `# Written by the build (build/securityHeaders.ts) from its settings; do not edit.\n${nginxHeaderLines(headers)}`,
  );
}
