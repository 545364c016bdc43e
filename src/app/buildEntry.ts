import { DEFAULT_LANGUAGE, LANGUAGES } from '../config';
import { landingNamespaces } from '../features/landing/screens';
import { auctionsScreen } from '../features/auctions/screens';
import { contactScreen, privacyPolicyScreen, termsScreen } from '../features/legal/screens';
import { registerScreen } from '../features/registration/screens';
import { paths } from '../paths';
import type { TextNamespace } from '../lazyScreen';

/**
 * What the build-time plugins of build/ may know of the app, declared in one place (lint allows
 * build/ no other import from src/; build/prerender.ts builds this module for Node and loads it).
 */
export { renderPage as renderRoute, type RenderedPage } from './renderPage';
export { DEFAULT_LANGUAGE, LANGUAGES };

/**
 * A page prerendered to HTML, and what it loads to be taken over (the build preloads it, following
 * Vite's manifest from these source modules): its screen's module (none for the landing, which ships
 * in the entry), the data layer every lazy screen loads with it (src/lazyScreen.ts), and its texts.
 * tests/e2e/prerender.spec.ts fails if a page loads a script it does not preload.
 */
export interface PrerenderedPage {
  path: string;
  /** The lazy screen's source module, as Vite's manifest names it; with the data layer's. */
  modules: string[];
  /** Every namespace it shows besides `common` (which the entry loads). */
  namespaces: readonly TextNamespace[];
}

/** What `lazyScreen` (src/lazyScreen.ts) loads with every screen. */
const DATA_LAYER = 'src/api/QueryProvider.tsx';

/**
 * The pages prerendered to HTML: the public pages, as a guest sees them. Pages that need a
 * session (profile, cars, the auction room; /auctions for a logged-in user) render in the browser.
 */
/** A lazy screen's page: its module, the data layer it loads with, and the texts it declares. */
const lazyPage = (
  path: string,
  module: string,
  screen: { namespaces: readonly TextNamespace[] },
): PrerenderedPage => ({
  path,
  modules: [`src/features/${module}.tsx`, DATA_LAYER],
  namespaces: screen.namespaces,
});

export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.home(), modules: [], namespaces: landingNamespaces },
  lazyPage(paths.register(), 'registration/RegisterPage', registerScreen),
  lazyPage(paths.contact(), 'legal/ContactPage', contactScreen),
  lazyPage(paths.privacyPolicy(), 'legal/PrivacyPolicyPage', privacyPolicyScreen),
  lazyPage(paths.terms(), 'legal/TermsPage', termsScreen),
  lazyPage(paths.auctions(), 'auctions/AuctionsPage', auctionsScreen),
];

/** The source module of a namespace's texts in a language, as Vite's manifest names it (src/i18n). */
export const textsModule = (language: string, namespace: string) =>
  `src/i18n/locales/${language}/${namespace}.json`;
