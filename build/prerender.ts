import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { pageFiles, pageHtml, type PageAssets } from './pageHtml.ts';

/** build/ reads src/ through this module only (lint); it is built for Node and loaded, never imported. */
const BUILD_ENTRY = 'src/app/buildEntry.ts';
const SERVER_BUILD_DIR = 'node_modules/.cache/prerender';
const MANIFEST = '.vite/manifest.json';
/** Where the Node build of the app records the modules a render loads lazily. */
const LOADED_MODULES = '__prerenderLoadedModules';

interface RenderedPage {
  htmlAttributes: Record<string, string>;
  markup: string;
}

/** What src/app/buildEntry.ts exports. */
interface BuildEntry {
  renderRoute(path: string, language: string): Promise<RenderedPage>;
  prerenderedPaths: string[];
  LANGUAGES: readonly string[];
  DEFAULT_LANGUAGE: string;
}

const loadedModules = (): Set<string> => {
  const registry = globalThis as unknown as Record<string, Set<string> | undefined>;
  const set = new Set<string>();
  registry[LOADED_MODULES] = set;
  return set;
};

const rootRelative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * In the Node build only: every `import()` in src/ also notes the module it loads (as the client
 * manifest names it), so a render tells which lazy screens and texts its page needs.
 */
function noteLazyImports(root: string): Plugin {
  const dynamicImport = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
  const src = path.join(root, 'src') + path.sep;
  return {
    name: 'prerender-note-lazy-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!id.startsWith(src)) return null;
      let result = code;
      for (const match of [...code.matchAll(dynamicImport)].reverse()) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved) continue;
        const key = JSON.stringify(rootRelative(root, resolved.id.split('?')[0] ?? ''));
        const noted = `(globalThis.${LOADED_MODULES}?.add(${key}), ${match[0]})`;
        result = result.slice(0, match.index) + noted + result.slice(match.index + match[0].length);
      }
      return result === code ? null : { code: result, map: null };
    },
  };
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
  for (const key of keys) visit(key);
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
 * Vite's manifest (build/pageHtml.ts), not from the HTML Vite writes.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const { root } = config;
        const outDir = path.resolve(root, config.build.outDir);
        const manifestAsset = bundle[MANIFEST];
        if (manifestAsset?.type !== 'asset') throw new Error('prerender: needs build.manifest');
        const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
        const template = await readFile(path.join(root, 'index.html'), 'utf8');

        const serverDir = path.resolve(root, SERVER_BUILD_DIR);
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [noteLazyImports(root)],
          build: {
            ssr: BUILD_ENTRY,
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            minify: false,
            rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'buildEntry.mjs' } },
          },
        });
        const serverEntry = pathToFileURL(path.join(serverDir, 'buildEntry.mjs')).href;
        const app = (await import(serverEntry)) as BuildEntry;

        const base = config.base;
        const entryChunk = manifest['index.html'];
        if (!entryChunk) throw new Error('prerender: the manifest has no entry (index.html)');
        const entryFiles = filesOf(manifest, ['index.html']);
        const stylesheet = async (file: string) => ({
          href: base + file,
          css: await readFile(path.join(outDir, file), 'utf8'),
        });
        const assetsOf = async (modules: Set<string>): Promise<PageAssets> => {
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

        let render = 0;
        for (const page of pageFiles(app.prerenderedPaths, app.LANGUAGES, app.DEFAULT_LANGUAGE)) {
          // A fresh copy of the bundle per page, so that the lazy screens and texts it loads load again and
          // are noted (the page's preloads). The app's state is the page's own anyway: renderRoute makes an
          // app instance per page (docs/state.md).
          render += 1;
          const fresh = (await import(`${serverEntry}?page=${render}`)) as BuildEntry;
          const modules = loadedModules();
          const rendered = await fresh.renderRoute(page.path, page.language);
          await writeFile(
            path.join(outDir, page.file),
            pageHtml(template, rendered, await assetsOf(modules)),
          );
        }
        // Every other path: no content; the app reads the visitor's language itself.
        await writeFile(path.join(outDir, 'app.html'), pageHtml(template, null, await assetsOf(new Set())));
        await rm(serverDir, { recursive: true, force: true });
      },
    },
  };
}
