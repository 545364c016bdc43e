import type { Plugin } from 'vite';

/**
 * The files the entry loads by itself (its chunk and, transitively, its static imports), read
 * from the bundle before Vite writes each lazy import's preload list. A file in this set is in
 * the browser before any lazy import can run, so listing it for preloading again only adds
 * bytes to the entry, the landing page's initial JS (tests/budget).
 */
export function entryFiles(): { plugin: Plugin; has: (file: string) => boolean } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-files',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle(_options, bundle) {
      files.clear();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        const output = bundle[file];
        if (output?.type === 'chunk') output.imports.forEach(visit);
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
      }
    },
  };
  return { plugin, has: (file) => files.has(file) };
}
