/**
 * The name of the cookie that tells a server a session is open in this browser (sessionCookie.ts).
 * The servers that choose the prerendered page read it too (dev-backend/src/http/appPages.ts and
 * the nginx recipe, deploy/nginx/render.ts), so it is written once, here, in a file free of
 * browser APIs that Node code can import.
 */
export const SESSION_COOKIE = 'bilbud_session';
