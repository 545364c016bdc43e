import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium';

export const launchBenchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions);

export interface Session {
  token: string;
  userId: string;
}

/** A desktop-sized page with the session already in sessionStorage, as after the login dialog. */
export async function loggedInPage(
  browser: Browser,
  baseUrl: string,
  session: Session,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
  });
  await context.addInitScript(({ token, userId }) => {
    window.sessionStorage.setItem('token', token);
    window.sessionStorage.setItem('userId', userId);
  }, session);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return { context, page };
}

/** The used JS heap after forced garbage collection, in bytes (CDP). */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
