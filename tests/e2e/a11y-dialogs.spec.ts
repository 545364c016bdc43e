import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settle } from './support/settle';
import { DESKTOP_SWEEP, SWEEP_SIZES, type SweepSize } from './support/sizes';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO, minimumBid, type SeedFixtures, type TestControls } from './support/testControls';
import { escapeRegExp, exactly, textsFor } from './support/texts';

/**
 * Every dialog of the app: labelled, free of serious or critical axe violations while open, closed
 * by Escape, and focus back on what opened it. Each dialog is checked at one size in that size's
 * language (support/sizes.ts), the sizes taken in turn down the list, so both sizes and both
 * languages are swept: a dialog's markup is the same at both sizes, and how it fits a narrow screen
 * is reflow.spec.ts's (every route at both sizes is a11y.spec.ts's). Checking each at both cost a
 * tenth of the e2e run.
 */
const sizeOf = (index: number): SweepSize => SWEEP_SIZES[index % SWEEP_SIZES.length] ?? DESKTOP_SWEEP;
type Texts = ReturnType<typeof textsFor>;

interface DialogCase {
  name: string;
  who: keyof typeof DEMO | 'guest';
  path: (seed: SeedFixtures) => string;
  /** Prepares the page and returns the control that opens the dialog. */
  opener: (page: Page, t: Texts) => Locator | Promise<Locator>;
  dialogName: (t: Texts) => string;
  role?: 'dialog' | 'alertdialog';
}

const button = (page: Page, name: string) =>
  page
    .locator('main#main')
    .getByRole('button', { name: exactly(name) })
    .first();
const firstOf = (ids: string[]): string => ids[0] ?? '';

const DIALOGS: DialogCase[] = [
  {
    // Opened from the guard's prompt, which stays on the page. (Opened from the phone menu, the
    // opener is gone once the menu closes, and focus falls to <body>: reported, not tested here.)
    name: 'login',
    who: 'guest',
    path: (seed) => `/user/${seed.sellerId}`,
    opener: async (page, t) => {
      const autoOpened = page.getByRole('dialog', { name: exactly(t.common.login.title) });
      await expect(autoOpened).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(autoOpened).toBeHidden();
      return button(page, t.common.guard.login);
    },
    dialogName: (t) => t.common.login.title,
  },
  {
    name: 'sell (quick submission)',
    who: 'guest',
    path: () => '/',
    opener: (page, t) => button(page, t.landing.hero.sell),
    dialogName: (t) => t.registration.sellerDialog.title,
  },
  {
    name: 'buy (buyer registration)',
    who: 'guest',
    path: () => '/',
    opener: (page, t) => button(page, t.landing.hero.buy),
    dialogName: (t) => t.registration.buyerDialog.title,
  },
  {
    name: 'delete account',
    who: 'seller',
    path: (seed) => `/user/${seed.sellerId}`,
    opener: (page, t) => button(page, t.profile.account.delete),
    // The demo seller has cars on auction: the dialog says the account cannot be deleted now.
    dialogName: (t) => t.profile.account.refusedTitle,
    role: 'alertdialog',
  },
  {
    name: 'add representative',
    who: 'company',
    path: (seed) => `/user/${seed.companyId}`,
    opener: (page, t) => button(page, t.company.representatives.add),
    dialogName: (t) => t.company.representatives.addTitle,
  },
  {
    name: 'delete representative',
    who: 'company',
    path: (seed) => `/user/${seed.companyId}`,
    opener: (page, t) => button(page, t.company.representatives.delete),
    dialogName: (t) => t.company.representatives.deleteTitle,
    role: 'alertdialog',
  },
  {
    name: 'delete car',
    who: 'seller',
    path: (seed) => `/car/${firstOf(seed.sellerCarIdsByStatus.Vurdering)}`,
    opener: (page, t) => button(page, t.cars.carPage.delete),
    dialogName: (t) => t.cars.carPage.deleteTitle,
    role: 'alertdialog',
  },
  {
    name: 'reset the car form',
    who: 'seller',
    path: (seed) => `/user/${seed.sellerId}/add-car`,
    opener: (page, t) => button(page, t.cars.form.reset),
    dialogName: (t) => t.cars.form.resetTitle,
    role: 'alertdialog',
  },
];

async function openDialog(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
}

/**
 * The dialog open (every dialog is a native modal <dialog>, ui/Dialog.tsx): labelled, and axe finds
 * nothing serious inside it. The page behind it is the
 * route sweep's (a11y.spec.ts): a modal dialog makes it inert, and axe's page-wide rules (landmarks,
 * `lang`, a heading first) are about the page, which the route sweep checks without a dialog.
 */
async function checkDialog(page: Page, dialog: Locator, what: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expectNoSeriousViolations(page, what, { include: 'dialog[open]' });
}

test.describe('accessibility of every dialog', () => {
  test.skip(({ isMobile }) => isMobile, 'the sweep opens a phone of its own (support/sizes.ts)');

  DIALOGS.forEach((dialogCase, index) => {
    const { language, use, name: size } = sizeOf(index);
    test(`${dialogCase.name} dialog (${size}, ${language})`, async ({ seed, openPage, controls }) => {
      const session = dialogCase.who === 'guest' ? undefined : await controls.login(DEMO[dialogCase.who]);
      const { page } = await openPage({ ...(session ? { session } : {}), use });
      const t = textsFor(language);
      await page.goto(`${dialogCase.path(seed)}?lng=${language}`);
      await settle(page);
      const opener = await dialogCase.opener(page, t);
      await openDialog(page, opener);
      const dialog = page.getByRole(dialogCase.role ?? 'dialog', {
        name: new RegExp(`^${escapeRegExp(dialogCase.dialogName(t))}`),
      });
      await checkDialog(page, dialog, `${dialogCase.name} dialog in ${language}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener, 'focus returns to the opener').toBeFocused();
    });
  });

  const autobidSize = sizeOf(DIALOGS.length);
  test(`autobid confirmation dialog (${autobidSize.name}, ${autobidSize.language})`, async ({
    seed,
    openPage,
    controls,
  }) => {
    const { language, use } = autobidSize;
    const rep1 = await controls.login(DEMO.rep1);
    const auction = await auctionWithBids(controls, seed, rep1.token);
    const { page } = await openPage({ session: rep1, use });
    const t = textsFor(language).auctionRoom;
    await page.goto(`/auction/${auction.carId}?lng=${language}`);
    await settle(page);
    await page.getByRole('checkbox', { name: exactly(t.autoBid.toggle) }).check();
    await page.getByLabel(new RegExp(`^${escapeRegExp(t.autoBid.label)}`)).fill(String(auction.limit));
    const opener = page.getByRole('button', { name: exactly(t.autoBid.submit) });
    await openDialog(page, opener);
    const dialog = page.getByRole('alertdialog', { name: exactly(t.autoBid.confirmTitle) });
    await checkDialog(page, dialog, `autobid confirmation in ${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  const errorSize = sizeOf(DIALOGS.length + 1);
  test(`error dialog (${errorSize.name}, ${errorSize.language})`, async ({ seed, openPage, controls }) => {
    const { language, use } = errorSize;
    const rep1 = await controls.login(DEMO.rep1);
    const { page } = await openPage({ session: rep1, use });
    await controls.httpFault({
      status: 404,
      count: 1,
      body: JSON.stringify({
        statusCode: 404,
        message: 'Auction for a car was not found',
        timestamp: '2026-11-22T03:00:00',
      }),
      pathPrefix: '/api/v1/auctions/by-car/',
    });
    await page.goto(`/auction/${seed.longHistoryCarId}?lng=${language}`);
    const dialog = page.getByRole('alertdialog', { name: /^(Error|Feil): 404/ });
    await checkDialog(page, dialog, `error dialog in ${language}`);
  });
});

async function auctionWithBids(
  controls: TestControls,
  seed: SeedFixtures,
  token: string,
): Promise<{ carId: string; limit: number }> {
  const auction = await controls.quietAuction(seed, token, true);
  return { carId: auction.carDetails.carId, limit: minimumBid(auction) + 5 * auction.minimalStep };
}
