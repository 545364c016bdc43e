import path from 'node:path';
import type { Plugin } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { writeSecurityHeaders, type HeaderSettings } from './securityHeaders.ts';

/**
 * The steps of the app's build that follow the browser bundle, in order: the prerendered pages
 * (build/prerender.ts, which reads the bundle's manifest), the security headers (which hash the
 * pages' inline styles: build/securityHeaders.ts), then the compressed copies of every file
 * (build/precompress.ts). They run in Vite's `buildApp` step, once the bundle is written, not in
 * the bundler's hooks: they are not bundling, and the bundler's check of its callbacks' time
 * (Rolldown's `checks.bundlerTimings`) then measures the bundling alone.
 */
export function afterBundle(settings: HeaderSettings): Plugin {
  return {
    name: 'after-bundle',
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) throw new Error('after-bundle: the build has no client environment');
      await builder.build(client);
      const outDir = path.resolve(client.config.root, client.config.build.outDir);
      await prerender(client.config);
      await writeSecurityHeaders(settings, outDir);
      await precompress(outDir);
    },
  };
}
