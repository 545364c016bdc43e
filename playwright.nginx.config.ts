import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { nginxUrl } from './tests/nginx/support/ports';

/**
 * The deploy recipe's smoke run (`npm run test:nginx`, after the main e2e run in `npm test`):
 * Debian's nginx serves `dist/` with deploy/nginx's configuration and proxies /api, /files and
 * /ws-auction to the stand-in backend. The main run's settings, its desktop size only: the recipe
 * is under test here, the app itself in playwright.config.ts.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/nginx',
  globalSetup: './tests/nginx/support/globalSetup.ts',
  globalTeardown: './tests/nginx/support/globalTeardown.ts',
  outputDir: 'test-results/nginx',
  workers: 1,
  use: { ...base.use, baseURL: nginxUrl },
  projects: base.projects?.filter((project) => project.name === 'desktop'),
});
