import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
import { nginxUrl } from './tests/nginx/support/ports';

/**
 * The deploy recipe's smoke run (`npm run test:nginx`, after the main e2e run in `npm test`):
 * Debian's nginx serves `dist/` with deploy/nginx's configuration and proxies /api, /files and
 * /ws-auction to the stand-in backend. A few journeys, one browser size: the recipe is under
 * test here, the app itself in playwright.config.ts.
 */
export default defineConfig({
  testDir: 'tests/nginx',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/nginx/support/globalSetup.ts',
  globalTeardown: './tests/nginx/support/globalTeardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/nginx',
  use: {
    baseURL: nginxUrl,
    browserName: 'chromium',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
