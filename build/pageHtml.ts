/** What a page loads beyond the entry's own files (build/prerender.ts works them out). */
export interface PageAssets {
  headScript: string;
  stylesheets: string[];
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

/** The entry script and its modulepreloads, as Vite writes them into index.html. */
const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** React renders the title, meta tags and image preloads of a page first; they belong in <head>. */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[\s\S]*?<\/title>)+/;

function replaceOnce(html: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`prerender: index.html has no ${String(search)}`);
  return html.replace(search, () => replacement);
}

/** The built index.html, filled with a rendered page (or left empty for the SPA fallback). */
export function pageHtml(template: string, page: RenderedPage | null, assets: PageAssets): string {
  const hoisted = page ? (HOISTED.exec(page.markup)?.[0] ?? '') : '';
  const body = page ? page.markup.slice(hoisted.length) : '';
  const attributes = Object.entries(page?.htmlAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const links = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];

  // What paints first goes first: the stylesheets and the largest picture take the first
  // connections; the scripts that bring the page alive afterwards (they run after paint anyway).
  const scripts = template.match(SCRIPTS) ?? [];
  let html = template.replace(SCRIPTS, '').replace(/\n\s*\n/g, '\n');
  if (page) html = replaceOnce(html, /<html\b[^>]*>/, `<html${attributes}>`);
  // First in <head>, before the stylesheets: it must run before anything is painted.
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html)?.[0] ?? '<meta charset="UTF-8" />';
  html = replaceOnce(html, charset, `${charset}\n    <script src="${assets.headScript}"></script>`);
  if (hoisted.includes('<title>')) html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, '');
  const tail = [hoisted, ...links.filter((link) => link.includes('stylesheet')), ...scripts];
  tail.push(...links.filter((link) => !link.includes('stylesheet')));
  html = replaceOnce(html, '</head>', `    ${tail.filter(Boolean).join('\n    ')}\n  </head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="root">${body}</div>`);
}
