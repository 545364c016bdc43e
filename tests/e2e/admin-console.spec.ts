import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/** The user lists and the operator's reads a non-operator must never cause. */
const CONSOLE_REQUEST =
  /\/api\/v1\/(users(\/sellers|\/buyers|\/admins)?(\?|$)|cars\?status=|auctions\/by-status)/;

function watchConsoleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CONSOLE_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('the operator console', () => {
  test('a representative at /admin gets the refusal page and no console request is made', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'rep1@demo.no');
    const seen = watchConsoleRequests(page);
    await page.goto('/admin?lng=no');
    await expect(page.getByRole('heading', { level: 1, name: 'Ikke for din rolle' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Konsollets deler' })).toHaveCount(0);
    await page.goto('/admin/auctions?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    expect(seen).toEqual([]);
  });
});
