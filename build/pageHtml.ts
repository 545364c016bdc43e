export interface Stylesheet {
  href: string;
  css: string;
}

/** What a page loads (build/prerender.ts works it out from Vite's manifest). */
export interface PageAssets {
  /** The entry module's URL. */
  entry: string;
  /** The entry's stylesheets, then the page's own. */
  stylesheets: Stylesheet[];
  /** The entry's static imports, then what the page needs beyond them (its lazy screen, its texts). */
  modulePreloads: string[];
}

export interface PageFile {
  path: string;
  language: string;
  /** Relative to dist/: `register.html` in the default language, `register.en.html` in another. */
  file: string;
}

/** A page as src/app/renderPage.tsx renders it: its head and its body apart. */
export interface RenderedPage {
  htmlAttributes: Record<string, string>;
  /** The page's title and meta tags; null when it declares none (index.html's title stays). */
  head: string | null;
  /** The content of `#root`. */
  body: string;
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

/**
 * The texts of the project's own index.html (the source file, not Vite's output) that a page
 * fills in. Each must be there exactly once: the build fails otherwise.
 */
export const TEMPLATE = {
  html: '<html lang="no">',
  title: '<title>Bilbud</title>',
  head: '</head>',
  root: '<div id="root"></div>',
  entryScript: '<script type="module" src="/src/main.tsx"></script>',
} as const;

function replaceOnce(html: string, search: string, replacement: string): string {
  const at = html.indexOf(search);
  if (at === -1 || html.indexOf(search, at + 1) !== -1)
    throw new Error(`prerender: index.html must have ${search} exactly once`);
  return html.slice(0, at) + replacement + html.slice(at + search.length);
}

/**
 * A page of the app, written from the project's index.html:
 * - prerendered (`page` given): its stylesheets inlined as one <style> (the Content-Security-
 *   Policy lists its hash, build/securityHeaders.ts), so it paints from its HTML alone; its title
 *   and meta tags in <head>; its markup in #root.
 * - app.html (`page` null): empty, with its stylesheets linked; the app renders it in the browser.
 * Both load the app as ordinary module scripts (the entry, and modulepreloads of what it needs).
 */
export function pageHtml(template: string, page: RenderedPage | null, assets: PageAssets): string {
  const styles = page
    ? [`<style>${assets.stylesheets.map((sheet) => sheet.css.trim()).join('\n')}</style>`]
    : assets.stylesheets.map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`);
  const scripts = [
    `<script type="module" crossorigin src="${assets.entry}"></script>`,
    ...assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];

  let html = replaceOnce(template, TEMPLATE.entryScript, '');
  if (page) {
    const attributes = Object.entries(page.htmlAttributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    html = replaceOnce(html, TEMPLATE.html, `<html${attributes}>`);
    // A page's head has its title (ui/PageHead), which replaces the template's.
    if (page.head !== null) html = replaceOnce(html, TEMPLATE.title, '');
  }
  const head = [page?.head ?? '', ...styles, ...scripts].filter(Boolean);
  html = replaceOnce(html, TEMPLATE.head, `  ${head.join('\n    ')}\n  </head>`);
  html = replaceOnce(html, TEMPLATE.root, `<div id="root">${page?.body ?? ''}</div>`);
  return html.replace(/\n\s*\n/g, '\n');
}
