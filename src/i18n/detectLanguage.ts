import LanguageDetector from 'i18next-browser-languagedetector';
import { DEFAULT_LANGUAGE, LANGUAGES, SHARED_COMPUTER_KEY, type Language } from '../config';

/**
 * The visitor's language, chosen the same way wherever it is asked: by the app as it starts, which
 * decides whether a prerendered page fits (main.tsx, app/prerenderedPage.ts), and (in its own
 * words) by the stand-in server and the nginx recipe that pick the prerendered copy.
 * Spec §9's order: query string, cookie, local storage, session storage, browser, page lang tag;
 * the first supported wins. The keys are i18next's usual ones, so a choice stored by an earlier
 * version still counts. The i18n set-up loads this module to remember a language.
 */
const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

/** `nb-NO`, `nn` and `no` are Norwegian (browsers say nb far more often than no); `en-GB` is English. */
function supportedLanguage(code: string): Language | null {
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'nb' || primary === 'nn') return 'no';
  return LANGUAGES.find((language) => language === primary) ?? null;
}

function firstSupported(codes: readonly string[]): Language {
  for (const code of codes) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

// The detector hands back every candidate in order when the services it is given can pick the
// best of them (as i18next's can); here that pick is ours, so nb and nn count as Norwegian.
const detector = new LanguageDetector(
  { languageUtils: { getBestMatchFromCodes: firstSupported } },
  {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupCookie: 'i18next',
    lookupLocalStorage: 'i18nextLng',
    lookupSessionStorage: 'i18nextLng',
    // The cookie lets a server send the prerendered page in the chosen language straight away
    // (a functional cookie, no tracking).
    caches: ['localStorage', 'cookie'],
    cookieMinutes: ONE_YEAR_IN_MINUTES,
    cookieOptions: { path: '/', sameSite: 'lax' },
  },
);

/** The language this browser asks for; the default language where there is no browser (prerendering). */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const detected = detector.detect() ?? [];
  return firstSupported(typeof detected === 'string' ? [detected] : detected);
}

/**
 * Remembers the language in local storage (spec §9) and in the cookie; on a shared computer
 * (core/sharedComputer) nothing is remembered. Called in a browser only (i18n/index.ts checks).
 */
export function rememberLanguage(language: string): void {
  if (sessionStorage.getItem(SHARED_COMPUTER_KEY)) return;
  detector.cacheUserLanguage(language);
}
