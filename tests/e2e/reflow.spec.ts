import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Language } from './pages/AppShell';
import { LandingPage } from './pages/LandingPage';
import { ROUTES } from './support/routes';
import { settle } from './support/settle';
import { DEMO } from './support/testControls';

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px wide (a 1280 px screen zoomed to 400 %), no page scrolls
 * sideways, and no text inside a card or list item is cut off by its box. The sweep sets its own
 * width, so it runs once, as the desktop browser it stands for; the phone's own width has its check.
 */
const NARROW = { width: 320, height: 640 };
const LANGUAGES: Language[] = ['no', 'en'];

interface Overflow {
  scroll: number;
  culprits: string[];
  clipped: string[];
}

/** How far the page scrolls sideways, the widest elements past the edge, and text cut off in list items. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    // Shown on screen: not hidden, and bigger than the 1 px box of text kept for screen readers only.
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        element.getBoundingClientRect().width > 1 &&
        !element.closest('[aria-hidden="true"]')
      );
    };
    const scroll = root.scrollWidth - root.clientWidth;
    const culprits =
      scroll > 0
        ? [...document.body.querySelectorAll('*')]
            .filter(
              (element) => visible(element) && element.getBoundingClientRect().right > root.clientWidth + 1,
            )
            .slice(-5)
            .map(describe)
        : [];
    const clipped = [...document.querySelectorAll('main li :is(h2, h3, h4, p, dt, dd, a, span)')]
      .filter(
        (element) =>
          visible(element) &&
          getComputedStyle(element).display !== 'inline' &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).textOverflow !== 'ellipsis',
      )
      .slice(0, 5)
      .map(describe);
    return { scroll, culprits, clipped };
  });
}

async function expectReflow(page: Page, what: string): Promise<void> {
  const overflow = await measure(page);
  expect(overflow, `${what} at ${NARROW.width} px`).toEqual({ scroll: 0, culprits: [], clipped: [] });
}

test.describe('reflow at 320 CSS px (WCAG 1.4.10)', () => {
  test.use({ viewport: NARROW });
  test.skip(({ isMobile }) => isMobile, 'one sweep, as the desktop browser: the width is set here');

  for (const route of ROUTES) {
    test(`${route.name} (${route.who})`, async ({ seed, openPage, controls }) => {
      const session = route.who === 'guest' ? undefined : await controls.login(DEMO[route.who]);
      const { page } = await openPage(session ? { session } : {});
      await page.setViewportSize(NARROW);
      for (const language of LANGUAGES) {
        await page.goto(`${route.path(seed)}?lng=${language}`);
        await settle(page);
        await expectReflow(page, `${route.name} in ${language}`);
      }
    });
  }

  test('the landing dialogs and the login dialog fit too', async ({ page }) => {
    await page.setViewportSize(NARROW);
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
    for (const language of LANGUAGES) {
      await page.goto(`/user/${seed.sellerId}?lng=${language}`);
      await settle(page);
      await expect(page.locator('main li a').first()).toBeVisible();
      expect((await measure(page)).clipped, `car cards in ${language}`).toEqual([]);
    }
  });
});
