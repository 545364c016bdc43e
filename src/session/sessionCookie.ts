import { SESSION_COOKIE } from './sessionCookieName';

/**
 * A cookie that tells the server a session is open in this browser; the token itself stays in
 * sessionStorage (spec §3). A server that picks the prerendered page (docs/serving.md)
 * then sends the page the app renders in the browser, never a guest's page to a logged-in user.
 * It holds only "1", for as long as the browser runs: no token, no tracking.
 */
export function markSessionOpen(open: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = open
    ? `${SESSION_COOKIE}=1; Path=/; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}
