import type { ScreenDeclaration } from '../../lazyScreen';

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

/** /terms */
export const termsScreen: ScreenDeclaration = {
  namespaces: ['legal'],
  load: () => import('./TermsPage').then((module) => module.TermsPage),
};
