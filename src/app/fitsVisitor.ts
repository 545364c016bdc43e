import { detectLanguage } from '../i18n/detectLanguage';
import { SESSION_KEYS } from '../session/sessionStore';
import { PAGE_PATH_ATTRIBUTE } from './prerenderedPage';

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
 * Whether this prerendered page is exactly what the app would show this visitor: a guest's page
 * of this path, in this visitor's language. The head script asks (firstPaint.ts); where it is not
 * (a fallback page, an unknown path, another language, a session), the app renders in the browser.
 */
export function fitsVisitor(): boolean {
  const html = document.documentElement;
  return (
    html.getAttribute(PAGE_PATH_ATTRIBUTE) === withoutTrailingSlash(window.location.pathname) &&
    html.lang === detectLanguage() &&
    !hasSession()
  );
}
