import { LandingPage } from './pages/LandingPage';
import { pngFile } from './support/files';
import { expect, test } from './support/fixtures';

test.skip(({ isMobile }) => !isMobile, 'a phone (375 px, set in each test): run once, as the phone');

/** Everything the site keeps in this browser: both storages, the cookies and the drafts' IndexedDB. */
function keptInBrowser() {
  return new Promise<{ local: string[]; session: string[]; cookies: string; drafts: number }>(
    (resolve, reject) => {
      const opening = indexedDB.open('bilbud-drafts', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('drafts');
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB'));
      opening.onsuccess = () => {
        const database = opening.result;
        const count = database.transaction('drafts').objectStore('drafts').count();
        count.onsuccess = () => {
          database.close();
          resolve({
            local: Object.keys(localStorage),
            session: Object.keys(sessionStorage).filter((key) => !key.startsWith('e2e-')),
            cookies: document.cookie,
            drafts: count.result,
          });
        };
      };
    },
  );
}

test.describe('a shared computer (issue 37)', () => {
  test('a quick submission on a phone keeps nothing in the browser once "shared computer" is ticked', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const landing = new LandingPage(page, 'en');
    await landing.open();
    const dialog = await landing.openSellDialog();
    // A draft is kept while typing, until the choice is made…
    await dialog.getByLabel(/^Name/).fill('Ola Nordmann');
    await expect.poll(async () => (await page.evaluate(keptInBrowser)).drafts).toBeGreaterThan(0);
    await dialog
      .getByRole('checkbox', { name: 'This is a shared computer: keep nothing in this browser' })
      .check();
    // …and from then on nothing is.
    await expect.poll(async () => (await page.evaluate(keptInBrowser)).drafts).toBe(0);
    await landing.submitCar(dialog, {
      name: 'Ola Nordmann',
      phoneNumber: '+4741234567',
      registrationNumber: `SC${String(Date.now()).slice(-5)}`,
      kilometers: 84000,
      photos: [pngFile('front.png')],
    });
    await landing.expectApplicationSent(dialog);

    const kept = await page.evaluate(keptInBrowser);
    expect(kept).toEqual({ local: [], session: ['sharedComputer'], cookies: '', drafts: 0 });
  });

  test('the terms read at 375 px: no sideways scrolling, every section there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vilkår for bruk og auksjonsregler' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
