import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where the manifest is served; index.html links it, so every page the build writes does. */
export const MANIFEST_FILE = 'manifest.webmanifest';

const TOKENS = new URL('../src/styles/tokens.css', import.meta.url);

/** A colour of the design tokens (src/styles/tokens.css): the one place colours are set. */
export function tokenColour(css: string, name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`webManifest: src/styles/tokens.css has no --${name} colour`);
  return match[1];
}

/**
 * The web app manifest, so the site can be put on a phone's home screen: the product's name
 * (VITE_BRAND_NAME), the brand colour for the bar and the page background for the splash, and
 * icons drawn from public/favicon.svg (public/icons/, rendered once with Chromium: the favicon at
 * 192 and 512 px, and the same car, full-bleed and inside the safe circle, as the maskable icon).
 * No service worker: nothing could ever serve an old build (issue 32).
 */
export function webManifestJson(brandName: string, tokensCss: string): string {
  return `${JSON.stringify(
    {
      id: '/',
      name: brandName,
      short_name: brandName,
      lang: 'no',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: tokenColour(tokensCss, 'color-brand'),
      background_color: tokenColour(tokensCss, 'color-background'),
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Writes the manifest into the build, and serves it from the dev server. */
export function webManifest({ brandName }: { brandName: string }): Plugin {
  const source = () => webManifestJson(brandName, readFileSync(TOKENS, 'utf8'));
  return {
    name: 'web-manifest',
    // Not for the Node build of the prerender (build/prerender.ts), which is not served.
    apply: (_config, env) => env.isSsrBuild !== true,
    configureServer(server) {
      server.middlewares.use(`/${MANIFEST_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: source() });
    },
  };
}
