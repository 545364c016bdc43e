import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AppShell, type Language } from './pages/AppShell';
import { LandingPage } from './pages/LandingPage';
import { exactly, textsFor } from './support/texts';

// The phone's layout is the point: the quick submission's messages sit above its send button, which
// on a 390 × 844 screen is below them, past the fold of the dialog.
test.skip(
  ({ isMobile }) => !isMobile,
  'phone layout: a desktop dialog shows its messages and its button at once',
);

const car = (registrationNumber: string) => ({
  name: 'Ola Nordmann',
  phoneNumber: '+4741234567',
  registrationNumber,
  kilometers: 1000,
  photos: [],
});

test.describe('a dialog’s messages are shown where the person looks', () => {
  test('a refusal is scrolled into view and takes the focus the send button lost', async ({
    page,
    controls,
    seed,
  }) => {
    const seller = await controls.login('selger@demo.no');
    const existing = await controls.apiGet<{ registrationNumber: string }>(
      `/api/v1/cars/${seed.sellerCarIdsByStatus.Vurdering[0] ?? ''}`,
      seller.token,
    );
    const landing = new LandingPage(page, 'no');
    await landing.open();
    const dialog = await landing.openSellDialog();
    await landing.submitCar(dialog, car(existing.registrationNumber));
    const refusal = dialog
      .getByRole('alert')
      .filter({ hasText: textsFor('no').registration.sellerDialog.carExists });
    await expect(refusal).toBeInViewport({ ratio: 1 });
    await expect(refusal).toBeFocused();
  });

  test('offline: the notice that everything is kept is scrolled into view', async ({ page, context }) => {
    const landing = new LandingPage(page, 'no');
    await landing.open();
    const dialog = await landing.openSellDialog();
    await context.setOffline(true);
    await landing.submitCar(dialog, car(`EL${String(Date.now()).slice(-5)}`));
    const kept = dialog.getByText(textsFor('no').ui.sendAgain.kept);
    await expect(kept).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
  });
});

/**
 * The field that has the focus, with its label, control and message, lies wholly between the
 * bottom of `header` (the page's sticky header, or a dialog's) and the bottom of the screen.
 */
async function expectFocusedFieldShown(page: Page, header: Locator, label: string) {
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(new RegExp(`^${label}`));
  const id = (await focused.getAttribute('id')) ?? '';
  const message = page.locator(`[id="${id}-error"]`);
  await expect(message).toBeVisible();
  const [top, bottom, above] = await Promise.all([
    page.locator(`label[for="${id}"]`).boundingBox(),
    message.boundingBox(),
    header.boundingBox(),
  ]);
  const screen = page.viewportSize();
  if (!top || !bottom || !above || !screen) throw new Error('the field, its header or the screen has no box');
  expect(top.y, `${label}: its label below the header`).toBeGreaterThanOrEqual(above.y + above.height);
  expect(bottom.y + bottom.height, `${label}: its message above the screen's bottom`).toBeLessThanOrEqual(
    screen.height,
  );
}

/** The summary of a refused send: it names `first` first, and its link to `second` shows that field. */
async function expectSummary(
  page: Page,
  within: Locator,
  header: Locator,
  language: Language,
  names: string[],
) {
  const summary = within.getByRole('region', { name: exactly(textsFor(language).ui.form.fixSummary) });
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText(new RegExp(`^${names[0] ?? ''}: `));
  await links.nth(1).click();
  await expectFocusedFieldShown(page, header, names[1] ?? '');
}

// Every kind of form ui/form makes: a long page under the sticky header, a dialog under its own.
for (const [language, width] of [
  ['no', 375],
  ['en', 360],
] as const) {
  test(`every refused send shows its first wrong field and message in view, and the summary links to each (${language}, ${width} px)`, async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const t = textsFor(language);
    const shell = new AppShell(page, language);
    const banner = page.getByRole('banner');

    // The quick submission: a dialog whose header stays while its body scrolls.
    const landing = new LandingPage(page, language);
    await landing.open();
    const sell = await landing.openSellDialog();
    const s = t.registration.sellerDialog;
    await sell.evaluate((dialog) => dialog.querySelector('div:last-child')?.scrollBy(0, 10_000));
    await sell.getByRole('button', { name: exactly(s.send) }).click();
    const sellHeader = sell.getByRole('heading', { name: exactly(s.title) }).locator('..');
    await expectFocusedFieldShown(page, sellHeader, s.name);
    await expectSummary(page, sell, sellHeader, language, [s.name, s.phoneNumber]);
    await page.keyboard.press('Escape');

    // Add car, as a seller: a long page, sent from its bottom.
    const { userId } = await loginAs(page, 'selger@demo.no');
    await shell.goto(`/user/${userId}/add-car`, language === 'no' ? undefined : language);
    const send = page.getByRole('button', { name: exactly(t.cars.form.submitAdd) });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const f = t.cars.form;
    await expectFocusedFieldShown(page, banner, f.make);
    await page.screenshot({ path: test.info().outputPath(`add-car-refused-${language}.png`) });
    await expectSummary(page, page.locator('main'), banner, language, [f.make, f.model]);
  });
}
