import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations } from './support/axe';
import { settle } from './support/settle';
import { sweepLanguages } from './support/sweepLanguages';
import { ROUTES } from './support/routes';
import { DEMO } from './support/testControls';

/**
 * Every route in both languages (one per project size, see sweepLanguages): no serious or critical axe violation,
 * and `<html lang>` follows the language. Dialogs have their own sweep in a11y-dialogs.spec.ts.
 */
test.describe('accessibility of every route', () => {
  for (const route of ROUTES) {
    test(`${route.name} (${route.who})`, async ({ seed, openPage, controls, isMobile }) => {
      const session = route.who === 'guest' ? undefined : await controls.login(DEMO[route.who]);
      const { page } = await openPage(session ? { session } : {});
      for (const language of sweepLanguages(isMobile)) {
        await page.goto(`${route.path(seed)}?lng=${language}`);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoSeriousViolations(page, `${route.name} in ${language}`);
      }
    });
  }
});
