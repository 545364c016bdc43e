import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The chunk graph of a Vite build, read from the built files themselves (index.html and the
 * import statements of each chunk), so it needs no manifest. Shared by the bundle budget test
 * and the bench.
 */
export interface Chunk {
  /** Path relative to the dist directory, e.g. `assets/index-abc123.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
  staticImports: string[];
  /** `import('./x.js')` targets plus the files Vite preloads alongside them. */
  dynamicImports: string[];
}

export interface BundleGraph {
  distDir: string;
  /** The HTML page read: `index.html` (/ in Norwegian) unless told otherwise (`index.en.html`). */
  page: string;
  /** The page's entry module. */
  entry: string;
  /** The modules the page preloads beside it. */
  modulePreloads: string[];
  chunks: Map<string, Chunk>;
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content).length;

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?"(\.{1,2}\/[^"]+?\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;
/** Vite's preload map: `__vite__mapDeps` lists files as `"assets/x.js"`, relative to the dist root. */
const PRELOAD_DEP = /"(assets\/[^"]+?\.js)"/g;
const ENTRY_SCRIPT = /<script[^>]*type="module"[^>]*src="\/?([^"]+)"/;
const MODULE_PRELOAD = /<link[^>]*rel="modulepreload"[^>]*href="\/?([^"]+)"/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').filter((value) => value !== '');
}

function listJs(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listJs(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

export function readBundleGraph(distDir: string, page = 'index.html'): BundleGraph {
  const root = resolve(distDir);
  const pagePath = join(root, page);
  if (!existsSync(pagePath))
    throw new Error(`${pagePath} is missing: build the app first (npm run build:standalone)`);
  const html = readFileSync(pagePath, 'utf8');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error(`${page} names no entry script`);
  const modulePreloads = matches(MODULE_PRELOAD, html).map((url) => url.replace(/^\//, ''));

  const chunks = new Map<string, Chunk>();
  for (const path of listJs(root)) {
    const file = relative(root, path).split('\\').join('/');
    const content = readFileSync(path);
    const text = content.toString('utf8');
    const resolveRelative = (target: string) => posix.normalize(posix.join(posix.dirname(file), target));
    const staticImports = matches(STATIC_IMPORT, text).map(resolveRelative);
    const dynamicImports = [
      ...matches(DYNAMIC_IMPORT, text).map(resolveRelative),
      ...matches(PRELOAD_DEP, text),
    ];
    chunks.set(file, {
      file,
      bytes: content.length,
      gzipBytes: gzipSize(content),
      staticImports: [...new Set(staticImports)],
      dynamicImports: [...new Set(dynamicImports)].filter((target) => !staticImports.includes(target)),
    });
  }
  return { distDir: root, page, entry, modulePreloads, chunks };
}

/** The given chunks and everything they import statically, transitively. */
export function staticClosure(graph: BundleGraph, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !graph.chunks.has(file)) return;
    seen.add(file);
    graph.chunks.get(file)?.staticImports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

const sum = (graph: BundleGraph, files: string[]): number =>
  files.reduce((total, file) => total + (graph.chunks.get(file)?.gzipBytes ?? 0), 0);

export interface InitialJs {
  files: string[];
  gzipBytes: number;
}

/**
 * What the page downloads before anything lazy: the entry, its static imports and the
 * modulepreloads. For / that is the JS its prerendered HTML needs to come alive (hydrate): the
 * entry carries the landing page, and the page preloads the texts of its own language.
 */
export function entryJs(graph: BundleGraph): InitialJs {
  const files = staticClosure(graph, [graph.entry, ...graph.modulePreloads]);
  return { files, gzipBytes: sum(graph, files) };
}

/** Chunks that are not part of the entry's set: loaded only when a route or feature needs them. */
export function lazyChunks(graph: BundleGraph): Chunk[] {
  const initial = new Set(entryJs(graph).files);
  return [...graph.chunks.values()].filter((chunk) => !initial.has(chunk.file));
}
