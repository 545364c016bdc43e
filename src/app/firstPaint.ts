import { startApp } from './appScripts';
import { rememberEarlyPresses } from './earlyPresses';
import { fitsVisitor } from './fitsVisitor';
import { CLIENT_RENDER_ATTRIBUTE } from './prerenderedPage';

/**
 * The head script: a small classic script each prerendered page loads, async, from `<head>`
 * (built on its own by build/prerender.ts; no inline script, so a strict CSP allows it; app.html,
 * empty, starts the app by its own script tag).
 * - On a page that is this visitor's (the server chose it: docs/serving.md), it keeps
 *   the buttons pressed before the app has taken the page over (earlyPresses.ts), and starts the
 *   app once the page has painted (appScripts.ts).
 * - On one that is not (a host that does not choose, a choice it could not see), it hides the
 *   page (prerenderedPage.ts) and starts the app at once, which renders the right one.
 * The app goes by its verdict (hydratablePage in prerenderedPage.ts), so the visitor's language
 * is read here, and the app needs no language detector to start a prerendered page.
 */
const headScript = document.currentScript;
// Its work runs in a task of its own. Reading the visitor's language touches the cookies and both
// storages (the detector writes to each to see that it works): 10–25 ms here. As a task of its
// own, it lets the browser paint first when a frame is due, instead of holding it up.
setTimeout(() => {
  const fits = fitsVisitor();
  if (fits) rememberEarlyPresses();
  else document.documentElement.setAttribute(CLIENT_RENDER_ATTRIBUTE, '');
  startApp(headScript, fits);
}, 0);
