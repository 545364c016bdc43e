/**
 * How a prerendered page names the app's scripts. They are not `<script type="module">` and
 * `<link rel="modulepreload">` tags of its HTML: fetched at once, they would compete with the
 * largest picture for a slow connection, and run before the first paint. The head script's own
 * tag carries them instead (build/pageHtml.ts writes them), and the head script adds them once
 * the page has painted (firstPaint.ts).
 */
export const APP_SCRIPT_ATTRIBUTES = {
  /** The entry module's URL. */
  entry: 'data-app-entry',
  /** The modules the entry imports at once, and the page's texts: preloaded beside it. */
  modules: 'data-app-modules',
} as const;

/** Adds a module tag of the app to <head>; both kinds fetch as Vite's own tags do (CORS, same origin). */
function addToHead<Tag extends 'link' | 'script'>(
  tag: Tag,
  properties: Partial<HTMLElementTagNameMap[Tag]>,
): void {
  document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
}

/** Calls `then` once the browser has painted the page (at once in a tab nobody sees: it never paints). */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Adds the app's scripts named on the head script's tag: once the HTML is parsed and painted, or
 * as soon as the HTML is parsed when the page is not to be shown as it is (`paintFirst` false).
 */
export function startApp(headScript: Element | null, paintFirst: boolean): void {
  const entry = headScript?.getAttribute(APP_SCRIPT_ATTRIBUTES.entry);
  if (!entry) return;
  const modules = (headScript?.getAttribute(APP_SCRIPT_ATTRIBUTES.modules) ?? '').split(' ');
  const start = () => {
    addToHead('script', { type: 'module', src: entry });
    // Each fetch started costs the main thread a little: one per task, never a long task together.
    for (const href of modules)
      if (href) setTimeout(() => addToHead('link', { rel: 'modulepreload', href }), 0);
  };
  const whenParsed = paintFirst ? () => afterFirstPaint(start) : start;
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}
