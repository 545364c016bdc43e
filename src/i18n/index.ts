import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CACHES,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGES,
  type Language,
} from '../config';
import { resources } from './resources';

export const i18n = i18next.createInstance();

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: Object.keys(resources.no),
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
