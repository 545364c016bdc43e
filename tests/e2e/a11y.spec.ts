import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { expectReflow } from './support/reflow';
import { settle } from './support/settle';
import { SWEEP_SIZES } from './support/sizes';
import { ROUTES, type Who } from './support/routes';
import { DEMO } from './support/testControls';

const WHO: readonly Who[] = [...new Set(ROUTES.map((route) => route.who))];

/**
 * Every route at both sizes, each in its language (support/sizes.ts): no serious or critical axe
 * violation, `<html lang>` follows the language, and, zoomed to 400 % (narrowed to 320 px, WCAG
 * 1.4.10), nothing scrolls sideways or is cut off. One test per user: a browser context of each
 * size visits that user's routes one after the other, as a person moves through the app, each a
 * step of its own that names the route; a route's failure is reported without stopping the others.
 * (A context per route cost a cold load each: the sweep was a third of the e2e run, tests/README.md.)
 * Dialogs have their own sweep in a11y-dialogs.spec.ts.
 */
test.describe('accessibility and reflow of every route', () => {
  test.skip(({ isMobile }) => isMobile, 'the sweep opens a phone of its own (support/sizes.ts)');

  for (const who of WHO) {
    const routes = ROUTES.filter((route) => route.who === who);
    test(`as ${who}: ${routes.map((route) => route.name).join(', ')}`, async ({
      seed,
      openPage,
      controls,
    }) => {
      test.setTimeout(test.info().timeout * routes.length);
      const session = who === 'guest' ? undefined : await controls.login(DEMO[who]);
      for (const size of SWEEP_SIZES) {
        const { page, context } = await openPage({ ...(session ? { session } : {}), use: size.use });
        for (const route of routes) {
          const what = `${route.name} on the ${size.name} in ${size.language}`;
          await test.step(what, async () => {
            if (page.viewportSize()?.width !== size.viewport.width) await page.setViewportSize(size.viewport);
            await page.goto(`${route.path(seed)}?lng=${size.language}`);
            await settle(page);
            await expect.soft(page.locator('html')).toHaveAttribute('lang', size.language);
            await expectNoSeriousViolations(page, what, { soft: true });
            await expectReflow(page, what, { soft: true });
          });
        }
        await context.close();
      }
    });
  }
});
