import { rememberEarlyPresses } from './earlyPresses';
import { CLIENT_RENDER_ATTRIBUTE, fittingPrerender } from './prerenderedPage';

/**
 * The head script: a small classic script every HTML page loads synchronously in `<head>`
 * (built on its own by build/prerender.ts; no inline script, so a strict CSP allows it). It runs
 * before the body is painted and hides a prerendered page that is not this visitor's (see
 * prerenderedPage.ts); the app shows the right one. On a page that is, it keeps the buttons
 * pressed before the app has taken it over (earlyPresses.ts).
 */
if (fittingPrerender() === null) document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
else rememberEarlyPresses();
