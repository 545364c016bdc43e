import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config';
import { rememberLanguage } from './detectLanguage';

/**
 * Every namespace of each language is bundled as its own small chunk, `common` included, and
 * loaded when needed: a visitor downloads the texts of one language only. A prerendered page
 * preloads its own language's chunks (build/prerender.ts). Nothing is fetched from a
 * translation server (spec §7).
 */
const namespaceChunks = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const bundledChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = namespaceChunks[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * One of the two things kept in a module rather than in the app instance (docs/state.md):
 * react-i18next and every `t` read this instance, and the texts it has loaded are the page's,
 * whichever app renders.
 */
export const i18n = i18next.createInstance().use(bundledChunks).use(initReactI18next);

let started: Promise<unknown> | undefined;

/**
 * Starts i18n in `language` (the visitor's: detectLanguage.ts) and settles once that language's
 * shell texts are in: render or hydrate after it. Started on demand, so that a page prerendered
 * in English loads English texts only.
 */
export function startI18n(language: Language): Promise<unknown> {
  started ??= i18n.init({
    lng: language,
    ns: ['common'],
    defaultNS: 'common',
    // Norwegian for any other language. Both languages have the same keys (a test checks), so
    // English never falls back key by key: loading Norwegian texts for it would be a wasted download.
    fallbackLng: { en: [], default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return started;
}

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return LANGUAGES.find((language) => language === resolved) ?? DEFAULT_LANGUAGE;
}

// <html lang> follows the chosen language (screen readers, hyphenation, the a11y sweep) once its
// texts are in; until then it keeps what the page was served in. The language is remembered
// (spec §9) by the detector.
i18n.on('languageChanged', () => {
  if (typeof document === 'undefined') return;
  const language = currentLanguage();
  document.documentElement.lang = language;
  rememberLanguage(language);
});
