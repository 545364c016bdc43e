export interface Stylesheet {
  href: string;
  css: string;
}

/** What a page loads (build/prerender.ts works it out from the manifest). */
export interface PageAssets {
  headScript: string;
  /** The head script's attributes that name the app's scripts on a prerendered page (src/app/appScripts.ts). */
  appScriptAttributes: { entry: string; modules: string };
  /** The entry's stylesheets, then the page's own. */
  stylesheets: Stylesheet[];
  /** Modules the page needs beyond the entry's static imports (its lazy screen, its texts). */
  modulePreloads: string[];
}

export interface PageFile {
  path: string;
  language: string;
  /** Relative to dist/: `register.html` in the default language, `register.en.html` in another. */
  file: string;
}

interface RenderedPage {
  htmlAttributes: Record<string, string>;
  markup: string;
}

export function pageFiles(
  paths: string[],
  languages: readonly string[],
  defaultLanguage: string,
): PageFile[] {
  return paths.flatMap((pagePath) =>
    languages.map((language) => {
      const name = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '');
      return {
        path: pagePath,
        language,
        file: language === defaultLanguage ? `${name}.html` : `${name}.${language}.html`,
      };
    }),
  );
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The entry script, its modulepreloads and its stylesheets, as Vite writes them into index.html. */
const ENTRY_TAGS =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="stylesheet"[^>]*>/g;

const ENTRY_SRC = /<script type="module"[^>]*\bsrc="([^"]+)"/;
const PRELOAD_HREF = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g;

/** React renders the title, meta tags and image preloads of a page first; they belong in <head>. */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[\s\S]*?<\/title>)+/;

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`prerender: index.html has no ${String(search)}`);
  return html.replace(search, () => replacement);
}

/**
 * A prerendered page paints from its HTML alone: its stylesheets are inlined (one <style>; the
 * Content-Security-Policy lists its hash, build/securityHeaders.ts) and the head script is async.
 * It adds the app's scripts once the page has painted (src/app/appScripts.ts), so nothing else
 * competes with the page and its largest picture for the connection until then. The stylesheets
 * are still named, by disabled links that fetch nothing: Vite's loader then knows they are in.
 */
function prerenderedHead(
  entry: string,
  modules: string[],
  assets: PageAssets,
): { headScript: string; tail: string[] } {
  const names = assets.appScriptAttributes;
  const headScript =
    `<script async src="${assets.headScript}" ${names.entry}="${escapeAttribute(entry)}"` +
    ` ${names.modules}="${escapeAttribute(modules.join(' '))}"></script>`;
  const css = assets.stylesheets.map((sheet) => sheet.css.trim()).join('\n');
  const named = assets.stylesheets.map((sheet) => `<link rel="stylesheet" href="${sheet.href}" disabled>`);
  return { headScript, tail: [`<style>${css}</style>`, ...named] };
}

/**
 * A page the app renders in the browser (app.html) needs its stylesheets and scripts at once, and
 * no head script: there is nothing on it to press or hide.
 */
function clientRenderedHead(
  entry: string,
  modules: string[],
  assets: PageAssets,
): { headScript: string | null; tail: string[] } {
  return {
    headScript: null,
    tail: [
      ...assets.stylesheets.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`),
      `<script type="module" crossorigin src="${entry}"></script>`,
      ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ],
  };
}

/** The built index.html, filled with a rendered page (or left empty for the SPA fallback). */
export function pageHtml(template: string, page: RenderedPage | null, assets: PageAssets): string {
  const hoisted = page ? (HOISTED.exec(page.markup)?.[0] ?? '') : '';
  const body = page ? page.markup.slice(hoisted.length) : '';
  const attributes = Object.entries(page?.htmlAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const entryTags = (template.match(ENTRY_TAGS) ?? []).join('\n');
  const entry = ENTRY_SRC.exec(entryTags)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  const modules = [
    ...[...entryTags.matchAll(PRELOAD_HREF)].map((match) => match[1] ?? ''),
    ...assets.modulePreloads,
  ];
  const { headScript, tail } = (page ? prerenderedHead : clientRenderedHead)(entry, modules, assets);

  let html = template.replace(ENTRY_TAGS, '').replace(/\n\s*\n/g, '\n');
  if (page) html = replaceOnce(html, /<html\b[^>]*>/, `<html${attributes}>`);
  // First in <head>: it notes the presses on a page that looks ready before the app has started.
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html)?.[0] ?? '<meta charset="UTF-8" />';
  if (headScript) html = replaceOnce(html, charset, `${charset}\n    ${headScript}`);
  if (hoisted.includes('<title>')) html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, '');
  html = replaceOnce(html, '</head>', `    ${[hoisted, ...tail].filter(Boolean).join('\n    ')}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${body}</div>`);
}
