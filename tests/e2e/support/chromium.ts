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

export const chromiumLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
