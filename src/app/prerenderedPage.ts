import { LANGUAGES, type Language } from '../config';

/**
 * How a prerendered page describes itself on `<html>` (written by build/prerender.ts from
 * renderRoute): its language (`lang`), the path it was rendered for, and the instant.
 */
export const PAGE_PATH_ATTRIBUTE = 'data-page';
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';
/**
 * Set by the head script (firstPaint.ts) when the HTML is not this visitor's page: global.css
 * then keeps it hidden until the app has rendered the right one, so nobody sees the other
 * language, or a guest's header while logged in.
 */
export const CLIENT_RENDER_ATTRIBUTE = 'data-client-render';

/**
 * The page to hydrate: a prerendered page that the head script found to be this visitor's
 * (fitsVisitor.ts), with its language and the instant it was rendered at. Null where the app
 * renders in the browser (app.html, or a page the head script hid).
 */
export function hydratablePage(): { language: Language; renderedAt: number } | null {
  const html = document.documentElement;
  if (!html.hasAttribute(PAGE_PATH_ATTRIBUTE) || html.hasAttribute(CLIENT_RENDER_ATTRIBUTE)) return null;
  const language = LANGUAGES.find((supported) => supported === html.lang);
  const renderedAt = Number(html.getAttribute(RENDERED_AT_ATTRIBUTE));
  return language && Number.isFinite(renderedAt) ? { language, renderedAt } : null;
}
