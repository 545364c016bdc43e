import { startApp } from './appScripts';
import { rememberEarlyPresses } from './earlyPresses';
import { CLIENT_RENDER_ATTRIBUTE, fittingPrerender, PAGE_PATH_ATTRIBUTE } from './prerenderedPage';

/**
 * The head script: a small classic script every HTML page loads, async, from `<head>` (built on
 * its own by build/prerender.ts; no inline script, so a strict CSP allows it). It only acts on a
 * prerendered page (app.html, empty, starts the app by its own script tag):
 * - on a page that is this visitor's (the server chose it: README, Prerendered pages), it keeps
 *   the buttons pressed before the app has taken the page over (earlyPresses.ts), and starts the
 *   app once the page has painted (appScripts.ts);
 * - on one that is not (a host that does not choose, a choice it could not see), it hides the
 *   page (prerenderedPage.ts) and starts the app at once, which renders the right one.
 */
if (document.documentElement.hasAttribute(PAGE_PATH_ATTRIBUTE)) {
  const fits = fittingPrerender() !== null;
  if (fits) rememberEarlyPresses();
  else document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
  startApp(document.currentScript, fits);
}
