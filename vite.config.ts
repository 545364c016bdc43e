/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { afterBundle } from './build/afterBundle.ts';
import { entryFiles } from './build/entryFiles.ts';
import { webManifest } from './build/webManifest.ts';
import { parseSettings } from './src/settings.ts';
import { scaled } from './tests/support/waitScale.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig(({ mode, command }) => {
  // Fails the build (and the dev server) with the name of any wrong or missing setting.
  const settings = parseSettings(loadEnv(mode, process.cwd(), 'VITE_'));
  const entry = entryFiles();
  return {
    plugins: [react(), webManifest(settings), entry.plugin, afterBundle(settings)],
    // CSS Modules through Lightning CSS, which Vite already uses to minify: it resolves `composes: … from`
    // itself, where the PostCSS modules plugin re-parsed each composed file without its name (the build's
    // "did not pass the `from` option" warning) and copied it into every chunk that composed from it.
    css: { transformer: 'lightningcss' },
    resolve: {
      // For builds only: Vitest and the dev server keep the package as it is (and need not transform it).
      alias:
        command !== 'build'
          ? []
          : [
              {
                find: /^use-sync-external-store\/shim$/,
                replacement: fileURLToPath(new URL('./build/useSyncExternalStoreShim.ts', import.meta.url)),
              },
            ],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // Every browser the app supports knows modulepreload; the polyfill would only add bytes.
      modulePreload: {
        polyfill: false,
        // A lazy import need not preload what the entry has loaded already (build/entryFiles.ts).
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'js' ? deps.filter((dep) => !entry.has(dep)) : deps,
      },
      rollupOptions: {
        // Every imported constant is written where it is used (Rolldown's documented `inlineConst`), so a
        // module the landing loads (config.ts, paths) no longer keeps, and exports to the lazy chunks,
        // the numbers and strings only they read: 0.4 kB gzip less for / (tests/budget, issue 45).
        optimization: { inlineConst: true },
        output: {
          // The entry names every lazy chunk and its CSS (to preload them), and hashes do not
          // compress: 7 characters (42 bits; the bundler checks they suffice for the chunk count) tell
          // versions apart as surely as 8 and keep a little off the landing's initial JS.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          // What the entry loads at once (Rolldown's `$initial`: the entry and its static imports) in one
          // chunk, the entry's. Left alone, Rolldown splits what the entry shares with lazy chunks into
          // chunks of its own, because Vite's entry is the HTML's wrapper around main.tsx
          // (rolldown/rolldown#10731, open): / then loaded 11 files, React, i18next, the preload helper
          // and Rolldown's runtime among them, and their imports and exports between each other. One
          // file: 2.6 kB gzip less for / (tests/budget, issue 45). Lazy chunks import it from the entry.
          codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      proxy: {
        '/api': backend,
        '/files': backend,
        '/ws-auction': { target: backend.replace(/^http/, 'ws'), ws: true },
      },
    },
    test: {
      // One test file per core: Vitest's default leaves one core to itself, which on CI's two
      // cores ran the files one at a time, taking about twice as long (bench/README.md §10).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/setup.ts'],
            // The market's zone, as in the end-to-end browser (playwright.config.ts): times are
            // Norwegian time and need no note there. A test about another zone sets TZ itself.
            env: { TZ: 'Europe/Oslo' },
            // The files of a worker share one jsdom and one module graph: setting up a jsdom and
            // importing the app per file cost more than the tests themselves (bench/README.md §10).
            // The app keeps no state in modules (each render makes a fresh app instance, docs/state.md).
            isolate: false,
            restoreMocks: true,
            // A limit against hangs, not a timing check: the room and registration tests drive many
            // steps through jsdom, and on a shared 2-core machine several outlast Vitest's default limit.
            // Scaled with the machine's load, as every wait is (tests/support/waitScale.ts).
            testTimeout: scaled(15_000),
          },
        },
        {
          test: {
            name: 'backend',
            environment: 'node',
            include: ['dev-backend/tests/**/*.test.ts'],
            testTimeout: 20000,
          },
        },
        {
          test: {
            name: 'budget',
            environment: 'node',
            include: ['tests/budget/**/*.test.ts'],
          },
        },
      ],
    },
  };
});
