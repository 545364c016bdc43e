import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser. Shared by the e2e config and the bench. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The features Playwright's launch disables (its `--disable-features`, as Playwright 1.5x writes it).
 * Chromium reads only the last `--disable-features` on its command line, so a list of ours must
 * repeat them: support/globalSetup.ts fails the run when Playwright disables one this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's WebUI popups, which the full headless browser renders for every window (a
 * renderer for each browser context) although nobody types an address. Each e2e test opens a
 * context or more: measured with ten contexts, one cost 1.1 s of CPU with them, 0.4 s without.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright's launch (the e2e tests, the bench's pages): Debian's Chromium without the unseen UI. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_ARGS,
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
  ],
};
