import type { ScreenDeclaration } from '../../i18n/screenTexts';

/** /contact */
export const contactScreen: ScreenDeclaration = {
  namespaces: ['legal'],
  load: () => import('./ContactPage').then((module) => module.ContactPage),
};

/** /privacy-policy */
export const privacyPolicyScreen: ScreenDeclaration = {
  namespaces: ['legal'],
  load: () => import('./PrivacyPolicyPage').then((module) => module.PrivacyPolicyPage),
};
