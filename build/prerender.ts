import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type ResolvedConfig } from 'vite';
import { pageFiles, pageHtml, type PageAssets, type RenderedPage } from './pageHtml.ts';

/** build/ reads src/ through this module only (lint); it is built for Node and loaded, never imported. */
const BUILD_ENTRY = 'src/app/buildEntry.ts';
const SERVER_BUILD_DIR = 'node_modules/.cache/prerender';
const MANIFEST = '.vite/manifest.json';

/** What src/app/buildEntry.ts exports. */
interface BuildEntry {
  renderRoute(path: string, language: string): Promise<RenderedPage>;
  prerenderedPages: { path: string; modules: string[]; namespaces: readonly string[] }[];
  textsModule(language: string, namespace: string): string;
  LANGUAGES: readonly string[];
  DEFAULT_LANGUAGE: string;
}

/** The JS and CSS files a manifest entry needs, with everything it imports statically. */
function filesOf(manifest: Manifest, keys: Iterable<string>): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`prerender: the manifest has no ${key}`);
    visit(key);
  }
  return { js, css };
}

/**
 * Prerenders the public pages (react-dom/server's static rendering) into `dist/`, in each
 * language, after the browser build: the HTML paints before any script runs, and the same app
 * hydrates it. Files: `index.html`, `register.html`, … in the default language, `index.en.html`,
 * `register.en.html`, … in the others; `app.html` is the empty page for every other path (the
 * SPA fallback). Each page inlines its stylesheets and preloads the scripts and texts it needs to
 * hydrate. The server chooses the file (language, session: dev-backend/src/http/appPages.ts and
 * the nginx recipe); where the page does not fit its visitor after all, the app renders the right
 * one instead of hydrating (main.tsx). The pages are written from the project's index.html and
 * Vite's manifest (build/pageHtml.ts), not from the HTML Vite writes. A step of the app's build
 * after the browser bundle (build/afterBundle.ts).
 */
export async function prerender(config: ResolvedConfig): Promise<void> {
  const { root } = config;
  const outDir = path.resolve(root, config.build.outDir);
  const manifest = JSON.parse(await readFile(path.join(outDir, MANIFEST), 'utf8')) as Manifest;
  const template = await readFile(path.join(root, 'index.html'), 'utf8');

  const serverDir = path.resolve(root, SERVER_BUILD_DIR);
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      ssr: BUILD_ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      minify: false,
      rolldownOptions: {
        output: { codeSplitting: false, entryFileNames: 'buildEntry.mjs' },
        // This build's own work is Vite's CSS-module transform (the class names the markup
        // carries), done in JavaScript while the bundling itself is native: the bundler's note
        // that callbacks took most of the build would be about Vite, and says nothing to act on.
        checks: { bundlerTimings: false },
      },
    },
  });
  const app = (await import(pathToFileURL(path.join(serverDir, 'buildEntry.mjs')).href)) as BuildEntry;

  const base = config.base;
  const entryChunk = manifest['index.html'];
  if (!entryChunk) throw new Error('prerender: the manifest has no entry (index.html)');
  const entryFiles = filesOf(manifest, ['index.html']);
  const stylesheet = async (file: string) => ({
    href: base + file,
    css: await readFile(path.join(outDir, file), 'utf8'),
  });
  const assetsOf = async (modules: string[]): Promise<PageAssets> => {
    const needed = filesOf(manifest, modules);
    const pageCss = [...needed.css].filter((file) => !entryFiles.css.has(file));
    const pageJs = [...needed.js].filter((file) => !entryFiles.js.has(file));
    const entryImports = [...entryFiles.js].filter((file) => file !== entryChunk.file);
    return {
      entry: base + entryChunk.file,
      stylesheets: await Promise.all([...entryFiles.css, ...pageCss].map(stylesheet)),
      modulePreloads: [...entryImports, ...pageJs].map((file) => base + file),
    };
  };

  // One import of the app for every page: each render makes an app instance of its own
  // (docs/state.md), and what a page preloads comes from the manifest, not from the render.
  const pages = new Map(app.prerenderedPages.map((page) => [page.path, page]));
  for (const file of pageFiles([...pages.keys()], app.LANGUAGES, app.DEFAULT_LANGUAGE)) {
    const page = pages.get(file.path);
    if (!page) continue;
    for (const module of page.modules) {
      if (!manifest[module]?.isDynamicEntry)
        throw new Error(`prerender: ${module} (${page.path}) is no lazily loaded module of the build`);
    }
    const texts = ['common', ...page.namespaces].map((namespace) =>
      app.textsModule(file.language, namespace),
    );
    const rendered = await app.renderRoute(page.path, file.language);
    await writeFile(
      path.join(outDir, file.file),
      pageHtml(template, rendered, await assetsOf([...page.modules, ...texts])),
    );
  }
  // Every other path: no content; the app reads the visitor's language itself.
  await writeFile(path.join(outDir, 'app.html'), pageHtml(template, null, await assetsOf([])));
  await rm(serverDir, { recursive: true, force: true });
}
