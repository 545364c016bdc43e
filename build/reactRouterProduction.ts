import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionDir = path.join(packageDir, 'dist', 'production');

/** A top-level call to React that makes a component or a context, not marked free of side effects. */
const UNMARKED_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
/** A top-level statement naming one of them (`Form.displayName = "Form";`). */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * react-router in the browser's build as its production files, without the components the app
 * never renders. Each step pays for itself on the landing's first load (tests/budget, issue 45;
 * measured with the chunks merged as in vite.config.ts):
 *
 * - The package's exports name its development files only (`dist/development`, with its warnings)
 *   whatever the mode (remix-run/react-router#14102, open); its production files ship beside them.
 *   Resolving there: 0.5 kB gzip less.
 * - Its bundle makes each component and context with a top-level call to React
 *   (`var Form = React10.forwardRef(…)`) and then names it (`Form.displayName = "Form"`), neither
 *   marked pure, so Rolldown keeps every one (Form, fetchers, useSubmit, … and all they call) though
 *   the app renders few. The calls are marked pure and the names, which React's developer tools
 *   alone read, are dropped (each line keeps its number, so the source map holds): 1.4 kB gzip less.
 *   Rolldown's own `treeshake.manualPureFunctions` matches the first name only (`React10`), so it
 *   would also drop the library's `React10.useLayoutEffect(…)` statements: not that.
 *
 * Not for the prerender's build (Node, build/prerender.ts), nor tests and the dev server: they keep
 * the package as it is, and their output does not differ but for warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(productionDir, 'dom-export.mjs') },
        ],
      },
    }),
    transform: {
      filter: { id: { include: [/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/] } },
      handler: (code) => ({
        code: code.replace(UNMARKED_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''),
        map: null,
      }),
    },
  };
}
