import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';
import { DESKTOP, PHONE } from './tests/e2e/support/sizes';
import { scaled, WAIT_SCALE } from './tests/support/waitScale';

/**
 * End-to-end tests: the standalone build (`npm run build:standalone`, in `dist/`) served by a
 * stand-in backend with test controls, driven by Debian Chromium. Each worker has its own backend
 * (tests/e2e/support/fixtures.ts), whose seed every test resets, so any two tests may run side by
 * side. Two workers, one per core of CI's machine: the pages' scripts and axe keep a core busy each
 * (a third worker saved 5 % of the suite's time, 9.7 against 10.2 min).
 *
 * Every limit on a wait is the quiet machine's, times the wait scale (tests/support/waitScale.ts:
 * TEST_WAIT_SCALE, or the load per core when the run starts): a busy machine gets longer limits, and
 * a passing test is no slower. The list reporter's header says which factor the run used.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: [['list']],
  metadata: { waitScale: WAIT_SCALE },
  outputDir: 'test-results',
  use: {
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // A visitor who prefers reduced motion: the launch banner stands still (it stands still for such
    // a visitor, spec §1 and LaunchBanner.module.css). Its endless scroll kept Chromium's software
    // compositor drawing every frame of every open page: about 4 s of CPU per 10 s of an idle page
    // against 1 s without, on CI's two cores the largest cost no test asked for. The banner's motion
    // has its own test (landing.spec.ts), which opts back in.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    actionTimeout: scaled(10_000),
    navigationTimeout: scaled(20_000),
  },
  projects: [
    {
      name: 'phone',
      use: { ...PHONE, browserName: 'chromium', launchOptions: chromiumLaunchOptions },
    },
    {
      name: 'desktop',
      use: { ...DESKTOP, browserName: 'chromium', launchOptions: chromiumLaunchOptions },
    },
  ],
});
