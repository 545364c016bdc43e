import { DEFAULT_LANGUAGE, LANGUAGES } from '../config';
import { paths } from '../paths';

/**
 * What the build-time plugins of build/ may know of the app, declared in one place (lint allows
 * build/ no other import from src/; build/prerender.ts builds this module for Node and loads it).
 */
export { renderPage as renderRoute, type RenderedPage } from './renderPage';
export { DEFAULT_LANGUAGE, LANGUAGES };

/**
 * The pages prerendered to HTML: the public pages, as a guest sees them. Pages that need a
 * session (profile, cars, the auction room; /auctions for a logged-in user) render in the browser.
 */
export const prerenderedPaths = [
  paths.home(),
  paths.register(),
  paths.contact(),
  paths.privacyPolicy(),
  paths.terms(),
  paths.auctions(),
];
