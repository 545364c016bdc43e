import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config';

/**
 * The visitor's language, chosen the same way in three places: the head script that decides
 * before first paint whether a prerendered page fits (app/firstPaint.ts), the i18n set-up, and
 * (in its own words) the stand-in server that picks the prerendered copy. Spec §9's order: query
 * string, cookie, local storage, session storage, browser, page lang tag; the first supported wins.
 * The keys are i18next's usual ones, so a choice stored by an earlier version still counts.
 */
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface LanguageSources {
  query: string | null;
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  /** navigator.languages, most wanted first. */
  browser: readonly string[];
  htmlTag: string | null;
}

/** `nb-NO`, `nn` and `no` are Norwegian (browsers say nb far more often than no); `en-GB` is English. */
export function supportedLanguage(code: string | null | undefined): Language | null {
  const primary = code?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'nb' || primary === 'nn') return 'no';
  return LANGUAGES.find((language) => language === primary) ?? null;
}

export function chooseLanguage(sources: LanguageSources): Language {
  const candidates = [
    sources.query,
    sources.cookie,
    sources.localStorage,
    sources.sessionStorage,
    ...sources.browser,
    sources.htmlTag,
  ];
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Storage can be switched off (or throw in a sandboxed frame): then it simply holds nothing. */
function read(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  const prefix = `${LANGUAGE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
}

/** The language this browser asks for; the default language where there is no browser (prerendering). */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  return chooseLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER),
    cookie: readCookie(),
    localStorage: read(() => window.localStorage),
    sessionStorage: read(() => window.sessionStorage),
    browser: navigator.languages,
    htmlTag: document.documentElement.getAttribute('lang'),
  });
}

/**
 * Remembers the language in local storage (spec §9) and in a cookie, which a server can read to
 * send the prerendered page in that language straight away (a functional cookie, no tracking).
 */
export function rememberLanguage(language: string): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage switched off: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}
