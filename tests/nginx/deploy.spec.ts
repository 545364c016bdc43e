import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppShell } from '../e2e/pages/AppShell';
import { LandingPage } from '../e2e/pages/LandingPage';
import { expect, test as e2eTest } from '../e2e/support/fixtures';
import { twoBiddersInRoom } from '../e2e/support/liveRoom';
import { DEMO, DEMO_PASSWORD, minimumBid } from '../e2e/support/testControls';
import { backendUrl, nginxUrl } from './support/ports';

/**
 * The e2e fixtures (page errors and CSP violations fail a test), against the servers the global
 * setup started: pages through nginx, test controls sent to the stand-in directly (the recipe does
 * not proxy /__test).
 */
const test = e2eTest.extend({
  backendUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      await provide(backendUrl);
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(nginxUrl);
  },
  request: async ({ playwright }, provide) => {
    const direct = await playwright.request.newContext({ baseURL: backendUrl });
    await provide(direct);
    await direct.dispose();
  },
});

const asset = (pattern: RegExp) => {
  const name = readdirSync(resolve('dist/assets')).find((file) => pattern.test(file));
  if (name === undefined) throw new Error(`no asset matching ${pattern} in dist/assets`);
  return `/assets/${name}`;
};

test.describe('the nginx deploy recipe', () => {
  test('serves pages with the security headers, never cached, and every other route the SPA fallback', async ({
    playwright,
  }) => {
    const direct = await playwright.request.newContext();
    for (const path of [
      '/',
      '/register',
      '/auctions',
      '/user/00000000-0000-0000-0000-000000000000/add-car',
    ]) {
      const answer = await direct.get(path);
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type']).toContain('text/html');
      expect(await answer.text()).toContain('<div id="root">');
      expect(answer.headers()['cache-control']).toBe('no-cache');
      expect(answer.headers()['vary']).toContain('Accept-Language');
      expect(answer.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      expect(answer.headers()['referrer-policy']).toBeTruthy();
      expect(answer.headers()['permissions-policy']).toBeTruthy();
    }
    // A route the build did not prerender gets the empty app page.
    expect(await (await direct.get('/car/1/edit')).text()).not.toContain('data-page=');
    // The web app manifest, typed for it (Debian's mime.types is not).
    const manifest = await direct.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json');
    expect(manifest.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(((await manifest.json()) as { icons: unknown[] }).icons).toHaveLength(3);
    // The build's tool files stay private.
    expect((await direct.get('/.deploy/security-headers.conf')).status()).toBe(404);
    expect((await direct.get('/.vite/manifest.json')).status()).toBe(404);
    await direct.dispose();
  });

  test('answers a prerendered page in the visitor’s language: ?lng=, then the cookie, then the browser’s', async ({
    playwright,
  }) => {
    const cases: [string, Record<string, string>, string][] = [
      ['/register', {}, 'no'],
      ['/register', { 'Accept-Language': 'en-GB,en;q=0.9' }, 'en'],
      ['/register', { 'Accept-Language': 'de-DE,en;q=0.8' }, 'en'],
      ['/register', { 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.8' }, 'no'],
      ['/register', { 'Accept-Language': 'en', Cookie: 'i18next=no' }, 'no'],
      ['/register?lng=en', { Cookie: 'i18next=no' }, 'en'],
      ['/', { Cookie: 'i18next=en' }, 'en'],
      ['/?lng=no', { 'Accept-Language': 'en' }, 'no'],
    ];
    const direct = await playwright.request.newContext();
    for (const [path, headers, language] of cases) {
      const html = await (await direct.get(path, { headers })).text();
      expect(html, `${path} ${JSON.stringify(headers)}`).toContain(`<html lang="${language}"`);
    }
    await direct.dispose();
  });

  test('sends a browser with a session open the app page, never a guest’s prerendered page', async ({
    playwright,
  }) => {
    const direct = await playwright.request.newContext();
    for (const path of ['/', '/register', '/auctions', '/auctions?lng=en']) {
      const html = await (await direct.get(path, { headers: { Cookie: 'bilbud_session=1' } })).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('data-page=');
    }
    await direct.dispose();
  });

  test('sends hashed assets precompressed (brotli, else gzip) and cacheable for a year', async ({
    playwright,
  }) => {
    const script = asset(/^index-.*\.js$/);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const direct = await playwright.request.newContext({ extraHTTPHeaders: { 'Accept-Encoding': accept } });
      const answer = await direct.get(script);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-encoding']).toBe(encoding);
      expect(answer.headers()['content-type']).toContain('javascript');
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers()['vary']).toContain('Accept-Encoding');
      await direct.dispose();
    }
    const missing = await playwright.request
      .newContext()
      .then((direct) => direct.get('/assets/nothing-here.js'));
    expect(missing.status()).toBe(404);
  });

  test('a visitor sees the landing page and logs in through the proxied API', async ({ page, seed }) => {
    const landing = new LandingPage(page);
    await landing.open();
    const shell = new AppShell(page);
    await shell.openLoginDialog();
    await shell.logInWithDialog(DEMO.seller, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}$`));
    // The seller's cars, pictures included, come through the proxy.
    const picture = page.locator('main img[src^="/files/"]').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('two representatives bid live through the proxied WebSocket', async ({ controls, seed, openPage }) => {
    const { auction, first, second } = await twoBiddersInRoom({ controls, seed, openPage }, true);
    const amount = minimumBid(auction);
    await first.placeBid(amount);
    await first.expectHighest(amount);
    await second.expectHighest(amount);
  });
});
