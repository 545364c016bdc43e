import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled: the app holds the page (a prerendered page is HTML until
 * then, and a press made before is not replayed), the route's chunk loaded and nothing loading.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-started');
  await expect(page.locator('main#main h1, main#main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main#main').getByText(/^(loading|laster)\b/i)).toHaveCount(0);
}
