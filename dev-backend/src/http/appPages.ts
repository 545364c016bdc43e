import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../../../src/session/sessionCookieName.js';

/**
 * Which file of the built app answers a page request. The build prerenders the public pages in
 * each language (`register.html` in Norwegian, `register.en.html` in English, `index*.html` for
 * /) and writes `app.html` for every other path. Like the app's own detector, the visitor's
 * language is the `lng` query parameter, else the `i18next` cookie (the app writes it with each
 * choice), else the first supported language of Accept-Language, else Norwegian. A browser with
 * a session open (the app's session cookie, src/session/sessionCookieName.ts) gets app.html:
 * the prerendered pages are a guest's. A production host does the same (the nginx recipe in
 * deploy/ does); one that cannot still works, but a visitor it sends the wrong page may see that
 * page until the app has replaced it.
 */
const DEFAULT_LANGUAGE = 'no';
const FALLBACK_PAGE = 'app.html';

function supported(code: string | undefined): string | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'no' || primary === 'nb' || primary === 'nn') return 'no';
  return primary === 'en' ? 'en' : null;
}

/** Accept-Language's tags, most wanted first (`en-US,en;q=0.9,nb;q=0.8`). */
function byPreference(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, order, quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  const entry = cookieHeader.split(';').find((part) => part.trim().startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(entry.indexOf('=') + 1).trim());
}

export function visitorLanguage(
  query: string | null,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): string {
  const candidates = [
    query ?? undefined,
    cookieValue(cookieHeader ?? '', 'i18next'),
    ...byPreference(acceptLanguage ?? ''),
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function appPageFile(
  distDir: string,
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // A build without app.html (an older one) falls back to index.html, as SPAs do.
  const fallback = existsSync(join(distDir, FALLBACK_PAGE)) ? FALLBACK_PAGE : 'index.html';
  const name = pathname === '/' ? 'index' : pathname.replace(/^\/|\/+$/g, '');
  if (!/^[a-z0-9-]+$/.test(name) || cookieValue(headers.cookie ?? '', SESSION_COOKIE)) return fallback;
  const language = visitorLanguage(searchParams.get('lng'), headers.cookie, headers['accept-language']);
  const file = language === DEFAULT_LANGUAGE ? `${name}.html` : `${name}.${language}.html`;
  return existsSync(join(distDir, file)) ? file : fallback;
}
