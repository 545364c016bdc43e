import { startApp } from './appScripts';
import { rememberEarlyPresses } from './earlyPresses';
import { CLIENT_RENDER_ATTRIBUTE, fittingPrerender } from './prerenderedPage';

/**
 * The head script: a small classic script each prerendered page loads, async, from `<head>`
 * (built on its own by build/prerender.ts; no inline script, so a strict CSP allows it; app.html,
 * empty, starts the app by its own script tag).
 * - On a page that is this visitor's (the server chose it: README, Prerendered pages), it keeps
 *   the buttons pressed before the app has taken the page over (earlyPresses.ts), and starts the
 *   app once the page has painted (appScripts.ts).
 * - On one that is not (a host that does not choose, a choice it could not see), it hides the
 *   page (prerenderedPage.ts) and starts the app at once, which renders the right one.
 */
const fits = fittingPrerender() !== null;
if (fits) rememberEarlyPresses();
else document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
startApp(document.currentScript, fits);
