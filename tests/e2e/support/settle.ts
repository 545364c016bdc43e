import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled: the app has taken over the page (a prerendered page paints
 * before its script runs: a button pressed before then is pressed again once the app holds the
 * page, but a key typed meanwhile is lost), the route's chunk loaded and nothing loading.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await expect(page.locator('main#main h1, main#main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main#main').getByText(/^(loading|laster)\b/i)).toHaveCount(0);
}
