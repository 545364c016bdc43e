import { LANGUAGES, type Language } from '../config';

/**
 * How a prerendered page describes itself on `<html>` (written by build/prerender.ts from
 * renderRoute): its language (`lang`) and the path it was rendered for.
 */
export const PAGE_PATH_ATTRIBUTE = 'data-page';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** What the entry knows of its visitor when it starts (main.tsx). */
export interface Visitor {
  language: Language;
  hasSession: boolean;
}

/**
 * The page to hydrate: a prerendered page that is exactly what the app would show this visitor
 * (a guest's page of this path, in this visitor's language), with its language. Null where the
 * app renders in the browser instead: app.html, or a prerendered page that does not fit (a host
 * that does not choose the file, a choice of language it could not see, a session).
 */
export function hydratablePage(visitor: Visitor): { language: Language } | null {
  const html = document.documentElement;
  const language = LANGUAGES.find((supported) => supported === html.lang);
  const fits =
    language === visitor.language &&
    !visitor.hasSession &&
    html.getAttribute(PAGE_PATH_ATTRIBUTE) === withoutTrailingSlash(window.location.pathname);
  return fits && language ? { language } : null;
}
