import { DEFAULT_LANGUAGE, LANGUAGES } from '../config';
import { landingNamespaces } from '../features/landing/screens';
import { auctionsScreen } from '../features/auctions/screens';
import { contactScreen, privacyPolicyScreen, termsScreen } from '../features/legal/screens';
import { registerScreen } from '../features/registration/screens';
import { paths } from '../paths';
import type { TextNamespace } from '../screens';

/**
 * What the build-time plugins of build/ may know of the app, declared in one place (lint allows
 * build/ no other import from src/; build/prerender.ts builds this module for Node and loads it).
 */
export { renderPage as renderRoute, type RenderedPage } from './renderPage';
export { DEFAULT_LANGUAGE, LANGUAGES };

/**
 * A page prerendered to HTML, and what it loads to be taken over (the build preloads it, following
 * Vite's manifest from these source modules): its screen's module (none for the landing, which ships
 * in the entry), the data layer every lazy screen loads with it (src/screens.ts), and its texts.
 * tests/e2e/prerender.spec.ts fails if a page loads a script it does not preload.
 */
export interface PrerenderedPage {
  path: string;
  /** The lazy screen's source module, as Vite's manifest names it; with the data layer's. */
  modules: string[];
  /** Every namespace it shows besides `common` (which the entry loads). */
  namespaces: readonly TextNamespace[];
}

/** What `lazyScreen` (src/screens.ts) loads with every screen. */
const DATA_LAYER = 'src/api/QueryProvider.tsx';

/**
 * The pages prerendered to HTML: the public pages, as a guest sees them. Pages that need a
 * session (profile, cars, the auction room; /auctions for a logged-in user) render in the browser.
 */
export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.home(), modules: [], namespaces: landingNamespaces },
  {
    path: paths.register(),
    modules: ['src/features/registration/RegisterPage.tsx', DATA_LAYER],
    namespaces: registerScreen.namespaces,
  },
  {
    path: paths.contact(),
    modules: ['src/features/legal/ContactPage.tsx', DATA_LAYER],
    namespaces: contactScreen.namespaces,
  },
  {
    path: paths.privacyPolicy(),
    modules: ['src/features/legal/PrivacyPolicyPage.tsx', DATA_LAYER],
    namespaces: privacyPolicyScreen.namespaces,
  },
  {
    path: paths.terms(),
    modules: ['src/features/legal/TermsPage.tsx', DATA_LAYER],
    namespaces: termsScreen.namespaces,
  },
  {
    path: paths.auctions(),
    modules: ['src/features/auctions/AuctionsPage.tsx', DATA_LAYER],
    namespaces: auctionsScreen.namespaces,
  },
];

/** The source module of a namespace's texts in a language, as Vite's manifest names it (src/i18n). */
export const textsModule = (language: string, namespace: string) =>
  `src/i18n/locales/${language}/${namespace}.json`;
