import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

/**
 * The e2e run drives the standalone build; each worker starts its own backend (support/fixtures.ts).
 * Chromium reads only the last `--disable-features`, so the one support/chromium.ts adds must keep
 * every feature Playwright's own launch disables: read from the browser's command line here.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(resolve('dist/index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build:standalone` before the e2e tests');
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const disabled = /--disable-features=(\S+)/.exec(commandLine)?.[1]?.split(',') ?? [];
    const dropped = disabled.filter((feature) => !PLAYWRIGHT_DISABLED_FEATURES.includes(feature));
    if (disabled.length === 0 || dropped.length > 0) {
      throw new Error(
        `tests/e2e/support/chromium.ts: PLAYWRIGHT_DISABLED_FEATURES lacks what Playwright disables: ${dropped.join(', ') || commandLine}`,
      );
    }
  } finally {
    await browser.close();
  }
}
