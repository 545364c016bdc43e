import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CACHES,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGES,
  type Language,
} from '../config';
import enCommon from './locales/en/common.json';
import noCommon from './locales/no/common.json';

/**
 * The shell's texts ship with the entry chunk; every other namespace is bundled as its own
 * small chunk and loaded with the screen that needs it, so the landing page stays small.
 * Nothing is fetched from a translation server (spec §7).
 */
const namespaceChunks = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/common.json',
]);

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

export const i18n = i18next.createInstance();

void i18n
  .use(bundledChunks)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { no: { common: noCommon }, en: { common: enCommon } },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    // 'nb' and 'nn' browsers get Norwegian.
    load: 'languageOnly',
    detection: { order: LANGUAGE_DETECTION_ORDER, caches: LANGUAGE_CACHES, lookupQuerystring: 'lng' },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return LANGUAGES.find((language) => language === resolved) ?? DEFAULT_LANGUAGE;
}

// <html lang> follows the chosen language (screen readers, hyphenation, the a11y sweep).
function syncDocumentLanguage(): void {
  document.documentElement.lang = currentLanguage();
}
syncDocumentLanguage();
i18n.on('languageChanged', syncDocumentLanguage);
