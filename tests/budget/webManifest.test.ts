import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, tokenColour } from '../../build/webManifest';

/**
 * The web app manifest of the standalone build in `dist/` (npm test builds it just before): the
 * site can be put on a phone's home screen with the product's name, colours and icons.
 */
const root = resolve(import.meta.dirname, '../..');
const distDir = resolve(root, 'dist');
const read = (file: string) => readFileSync(resolve(distDir, file), 'utf8');

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
}

/** A PNG's size, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(resolve(distDir, `.${file}`));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const pages = ['index', 'register', 'contact', 'privacy-policy', 'auctions'].flatMap((name) => [
  `${name}.html`,
  `${name}.en.html`,
]);

describe('the web app manifest', () => {
  it.each([...pages, 'app.html'])('is linked from %s, with the home-screen icon for iOS', (file) => {
    const head = read(file).split('</head>')[0] ?? '';
    expect(head).toContain(`<link rel="manifest" href="/${MANIFEST_FILE}" />`);
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
  });

  it('names the product as the build setting does, in the design tokens’ colours, with 192, 512 and maskable icons', () => {
    const manifest = JSON.parse(read(MANIFEST_FILE)) as Manifest;
    const brand = loadEnv('standalone', root, 'VITE_').VITE_BRAND_NAME;
    expect(brand).toBeTruthy();
    expect([manifest.name, manifest.short_name]).toEqual([brand, brand]);
    expect([manifest.start_url, manifest.display]).toEqual(['/', 'standalone']);
    const tokens = readFileSync(resolve(root, 'src/styles/tokens.css'), 'utf8');
    expect(manifest.theme_color).toBe(tokenColour(tokens, 'color-brand'));
    expect(manifest.background_color).toBe(tokenColour(tokens, 'color-background'));
    const icons = manifest.icons.map(({ src, sizes, type, purpose }) => ({
      sizes,
      type,
      purpose,
      real: pngSize(src),
    }));
    expect(icons).toEqual([
      { sizes: '192x192', type: 'image/png', purpose: 'any', real: '192x192' },
      { sizes: '512x512', type: 'image/png', purpose: 'any', real: '512x512' },
      { sizes: '512x512', type: 'image/png', purpose: 'maskable', real: '512x512' },
    ]);
  });

  it('is allowed by the Content-Security-Policy, and no service worker ships', () => {
    const policy = (JSON.parse(read('.deploy/security-headers.json')) as Record<string, string>)[
      'Content-Security-Policy'
    ];
    // manifest-src falls back to default-src: 'self' serves it; icons load under img-src 'self'.
    expect(policy).toMatch(/(?:^|;\s*)default-src 'self'/);
    expect(policy).not.toMatch(/manifest-src/);
    expect(policy).toMatch(/img-src 'self'/);
    expect(existsSync(resolve(distDir, 'sw.js'))).toBe(false);
    expect(existsSync(resolve(distDir, 'service-worker.js'))).toBe(false);
  });
});
