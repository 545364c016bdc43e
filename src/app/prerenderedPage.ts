import { detectLanguage } from '../i18n/detectLanguage';
import { SESSION_KEYS } from '../session/sessionStore';

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

function hasSession(): boolean {
  try {
    return (
      sessionStorage.getItem(SESSION_KEYS.token) !== null ||
      sessionStorage.getItem(SESSION_KEYS.userId) !== null
    );
  } catch {
    return false;
  }
}

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * The instant the HTML was rendered at, if it is exactly what the app would show this visitor:
 * a guest's page of this path, in this visitor's language. Otherwise null (a fallback page, an
 * unknown path, another language, a session): the app renders in the browser instead.
 */
export function fittingPrerender(): number | null {
  const html = document.documentElement;
  const page = html.getAttribute(PAGE_PATH_ATTRIBUTE);
  const renderedAt = Number(html.getAttribute(RENDERED_AT_ATTRIBUTE));
  const fits =
    page === withoutTrailingSlash(window.location.pathname) &&
    Number.isFinite(renderedAt) &&
    html.lang === detectLanguage() &&
    !hasSession();
  return fits ? renderedAt : null;
}
