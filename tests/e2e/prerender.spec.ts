import type { ConsoleMessage, Page } from '@playwright/test';
import type { resources } from '../../src/i18n/resources';
import { expect, test } from './support/fixtures';
import { textsFor } from './support/texts';

/**
 * The public pages arrive as HTML in the visitor's language and the app takes them over
 * (hydration) without a word in the console. Visitors the HTML does not fit (another language
 * asked for in the browser, a session) never see it: the app shows their page instead.
 */
type Texts = (typeof resources)['no'];
const pages: { path: string; heading: (t: Texts) => string }[] = [
  { path: '/', heading: (t) => t.landing.hero.headline },
  { path: '/register', heading: (t) => t.registration.page.title },
  { path: '/contact', heading: (t) => t.legal.contact.title },
  { path: '/privacy-policy', heading: (t) => t.legal.privacy.title },
  { path: '/auctions', heading: (t) => t.auctions.guest.title },
];
// The HTML and its hydration do not depend on the screen's size.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

const norwegian = textsFor('no');
const english = textsFor('en');
/** An English browser's pages; the Norwegian browser's are read in the hydration tests below. */
const browsers = [{ language: 'en', locale: 'en-US', texts: english }] as const;

/** Errors and warnings the page writes to the console (React reports hydration mismatches there). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/**
 * The language switcher answers a click once the app has taken the page over (`data-app-started`;
 * a press before that is not replayed, by design: the page's links work as HTML meanwhile).
 */
async function expectAlive(page: Page, texts: Texts): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-started');
  const current = texts.common.language[texts === english ? 'en' : 'no'];
  const toggle = page.getByRole('button', {
    name: texts.common.language.choose.replace('{{language}}', current),
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Notes the text the first frame the browser drew of the page showed ('' while the page was hidden). */
async function noteFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      const root = document.getElementById('root');
      if (root === null) requestAnimationFrame(look);
      else
        sessionStorage.setItem(
          'e2e-first-frame',
          getComputedStyle(root).visibility === 'hidden' ? '' : root.innerText,
        );
    };
    requestAnimationFrame(look);
  });
}

const firstFrame = (page: Page) => page.evaluate(() => sessionStorage.getItem('e2e-first-frame'));

for (const { language, locale, texts } of browsers) {
  test.describe(`prerendered pages for a browser in ${locale}`, () => {
    test.use({ locale });

    for (const { path, heading } of pages) {
      test(`${path} arrives as HTML in ${language} and the app takes it over without a console message`, async ({
        page,
        request,
      }) => {
        const html = await (
          await request.get(path, { headers: { 'accept-language': `${locale},${language};q=0.9` } })
        ).text();
        expect(html).toContain(`<html lang="${language}" data-page="${path}"`);
        expect(html).toContain(`>${heading(texts)}</h1>`);

        const messages = watchConsole(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading(texts) })).toBeVisible();
        await expectAlive(page, texts);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: heading(texts) })).toBeVisible();
        expect(messages).toEqual([]);
      });
    }
  });
}

test.describe('visitors a guest’s page in the browser’s language does not fit', () => {
  test.use({ locale: 'nb-NO' });

  test('a visitor who chose English in a Norwegian browser never sees the Norwegian page', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('data-app-started');
    await page
      .getByRole('button', {
        name: norwegian.common.language.choose.replace('{{language}}', norwegian.common.language.no),
      })
      .click();
    await page.getByRole('button', { name: norwegian.common.language.en, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: english.registration.page.title }),
    ).toBeVisible();

    await noteFirstFrame(page);
    const messages = watchConsole(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: english.legal.contact.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await firstFrame(page)).not.toContain(norwegian.legal.contact.title);
    expect(messages).toEqual([]);
  });

  test('a choice the server cannot see (kept only in the browser) still ends in the chosen language', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
    const messages = watchConsole(page);
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: english.registration.page.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAlive(page, english);
    expect(messages).toEqual([]);
  });

  test('a logged-in representative sees the auction list, never the guest’s prompt', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'rep1@demo.no');
    await noteFirstFrame(page);
    await page.goto('/auctions');
    await expect(page.getByRole('heading', { level: 1, name: norwegian.auctions.list.title })).toBeVisible();
    await expect(page.getByText(norwegian.auctions.guest.text)).toHaveCount(0);
    expect(await firstFrame(page)).not.toContain(norwegian.auctions.guest.title);
  });
});

test.describe('a page the app renders itself (app.html)', () => {
  test.use({ locale: 'en-US' });

  test('is in the visitor’s language', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/car/some-car');
    await expect(page.getByRole('heading', { level: 1, name: english.common.guard.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(messages).toEqual([]);
  });
});

test.describe('a prerendered page before and as the app takes it over', () => {
  test.use({ locale: 'nb-NO' });

  for (const { path, heading } of pages) {
    test(`${path} arrives as HTML in no, and the app hydrates it, with every script it needs preloaded`, async ({
      page,
      request,
    }) => {
      const html = await (
        await request.get(path, { headers: { 'accept-language': 'nb-NO,no;q=0.9' } })
      ).text();
      expect(html).toContain(`<html lang="no" data-page="${path}"`);
      expect(html).toContain(`>${heading(norwegian)}</h1>`);

      // The HTML as sent, held until it is marked: the app's entry waits for the marks.
      let release: () => void = () => undefined;
      const marked = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await marked;
        await route.continue();
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const messages = watchConsole(page);
      await page.goto(path, { waitUntil: 'commit' });
      const h1 = page.getByRole('heading', { level: 1, name: heading(norwegian) });
      await expect(h1).toBeVisible();
      // Marks on the nodes the server sent: hydration keeps nodes whose markup matches, and renders
      // anew (new nodes) where it does not.
      const sent = await page.evaluate(() => {
        const mark = (element: Element | null) => element?.setAttribute('data-e2e-sent', '');
        mark(document.querySelector('#root h1'));
        mark(document.querySelector('head title'));
        const preloads = [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')];
        return {
          title: document.title,
          preloaded: preloads.map(
            (tag) =>
              new URL(tag.getAttribute('href') ?? tag.getAttribute('src') ?? '', location.href).pathname,
          ),
        };
      });
      release();
      await expect(page.locator('html')).toHaveAttribute('data-app-started');
      await expect(h1).toHaveAttribute('data-e2e-sent');
      await expect(page.locator('head title')).toHaveAttribute('data-e2e-sent');
      await expect(page).toHaveTitle(sent.title);
      expect(messages).toEqual([]);
      // Every script the page loaded to come alive was in its HTML (the entry or a modulepreload). The
      // server's clock is not needed for that: its code comes once the shared clock runs (core/clock.ts).
      const serverClock = /\/assets\/serverTime-[\w-]+\.js$/;
      expect(
        scripts.filter((script) => !sent.preloaded.includes(script) && !serverClock.test(script)),
      ).toEqual([]);
      await expectAlive(page, norwegian);
      expect(messages).toEqual([]);
    });
  }

  test('reads as a page before the app’s code has arrived, and its buttons act once the app holds it', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const codeMayArrive = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await codeMayArrive;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: norwegian.landing.hero.headline }),
    ).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-started');
    await page.getByRole('button', { name: norwegian.landing.hero.sell, exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: new RegExp(`^${norwegian.registration.sellerDialog.title}`) }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('on a slow phone, a card pressed the moment the app takes the page over opens', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('data-app-started');
    const card = page.getByRole('button', { name: new RegExp(norwegian.registration.page.sellerCard) });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('aria-expanded', 'true');
  });
});
