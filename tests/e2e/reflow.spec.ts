import { expect, test } from './support/fixtures';
import { LandingPage } from './pages/LandingPage';
import { expectReflow, measure, NARROW } from './support/reflow';
import { settle } from './support/settle';
import { DEMO } from './support/testControls';

/**
 * WCAG 1.4.10 Reflow beyond the routes: every route reflows at 320 px in the accessibility sweep
 * (a11y.spec.ts), at both sizes; here the landing's dialogs, and the phone's own width.
 */
test.describe('reflow at 320 CSS px (WCAG 1.4.10)', () => {
  test.use({ viewport: NARROW });
  test.skip(({ isMobile }) => isMobile, 'one sweep, as the desktop browser: the width is set here');

  test('the landing dialogs and the login dialog fit too', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await landing.openSellDialog();
    await expectReflow(page, 'the quick-submission dialog');
    await page.keyboard.press('Escape');
    await landing.openBuyDialog();
    await expectReflow(page, 'the buyer dialog');
    await page.keyboard.press('Escape');
    await landing.shell.openLoginDialog();
    await expectReflow(page, 'the login dialog');
  });
});

test.describe('reflow at the phone’s 390 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project is 390 px wide');

  test('car cards two to a row at 390 px wrap their long labels instead of cutting them', async ({
    page,
    seed,
    loginAs,
  }) => {
    await loginAs(page, DEMO.seller);
    for (const language of ['no', 'en']) {
      await page.goto(`/user/${seed.sellerId}?lng=${language}`);
      await settle(page);
      await expect(page.locator('main li a').first()).toBeVisible();
      expect((await measure(page)).clipped, `car cards in ${language}`).toEqual([]);
    }
  });
});
