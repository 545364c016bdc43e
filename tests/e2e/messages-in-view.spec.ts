import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AppShell, type Language } from './pages/AppShell';
import { LandingPage } from './pages/LandingPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';
import {
  dialogHeader,
  expectRefusalShown,
  expectServerRefusalShown,
  sendFromBottom,
} from './support/refusal';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { OperatorConsole } from './support/operator';
import { DEMO } from './support/testControls';
import { escapeRegExp, exactly, textsFor } from './support/texts';

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

// Every form with a check of its own, in both languages (Norwegian at 375 px, English at 360 px), one
// test per role: a page's form under the sticky header, a dialog's under its own header. Each form is
// sent from its bottom, empty or with its first fields emptied.
const RUNS = [
  ['no', 375],
  ['en', 360],
] as const;

/** A name that starts with `text`'s words before its first placeholder ('Start auction for {{name}}'). */
const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text.split('{{')[0] ?? '')}`);

/** The field labelled `label` (its first control: a password's show button comes after it). */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).first();

async function atPhoneWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

for (const [language, width] of RUNS) {
  const t = textsFor(language);
  const lng = language === 'no' ? undefined : language;

  test.describe(`${language}, ${width} px: every refused send shows its first wrong field and message, and the summary links to each`, () => {
    test('a visitor’s forms: the quick submission, logging in, both registrations', async ({ page }) => {
      await atPhoneWidth(page, width);
      const banner = page.getByRole('banner');

      // The quick submission: a dialog whose header stays while its body scrolls.
      const landing = new LandingPage(page, language);
      await landing.open();
      const sell = await landing.openSellDialog();
      const s = t.registration.sellerDialog;
      await sendFromBottom(sell.getByRole('button', { name: exactly(s.send) }));
      await expectRefusalShown(page, sell, dialogHeader(sell), language, [s.name, s.phoneNumber]);
      await page.keyboard.press('Escape');

      // Logging in: the browser's own required check first, then the server's refusal, in its box.
      const shell = new AppShell(page, language);
      const login = await shell.openLoginDialog();
      const send = login.getByRole('button', { name: exactly(t.common.login.submit) });
      await sendFromBottom(send);
      const email = field(login, t.common.login.email);
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport({ ratio: 1 });
      await email.fill(DEMO.seller);
      await field(login, t.common.login.password).fill('not-the-password');
      await sendFromBottom(send);
      await expectServerRefusalShown(login.getByRole('alert'), dialogHeader(login));
      await page.keyboard.press('Escape');

      // Both registrations, each step: cards on a long page.
      const register = new RegisterPage(page, language);
      await register.open();
      const r = t.registration;
      for (const kind of ['seller', 'buyer'] as const) {
        const card = await register.expandCard(kind);
        await sendFromBottom(card.getByRole('button', { name: exactly(r.actions.next) }));
        await expectRefusalShown(page, card, banner, language, [r.account.email, r.account.password]);
        await register.fillAccount(card, { email: `${kind}-${Date.now()}@demo.no`, password: 'hemmelig123' });
        await sendFromBottom(card.getByRole('button', { name: exactly(r.actions.register) }));
        await expectRefusalShown(page, card, banner, language, [r.details.name, r.details.phoneNumber]);
      }
    });

    test('a seller’s forms: add car, edit car, the profile, the password', async ({
      page,
      loginAs,
      seed,
    }) => {
      await atPhoneWidth(page, width);
      const banner = page.getByRole('banner');
      const shell = new AppShell(page, language);
      const { userId } = await loginAs(page, DEMO.seller);
      const f = t.cars.form;

      // Add car: a long page, sent from its bottom.
      await shell.goto(`/user/${userId}/add-car`, lng);
      await sendFromBottom(page.getByRole('button', { name: exactly(f.submitAdd) }));
      await page.screenshot({ path: test.info().outputPath(`add-car-refused-${language}.png`) });
      await expectRefusalShown(page, page.locator('main'), banner, language, [f.make, f.model]);

      // Edit car: the same form, filled, its first fields emptied.
      await shell.goto(`/car/${seed.sellerCarIdsByStatus.Vurdering[0] ?? ''}/edit`, lng);
      const main = page.locator('main');
      await field(main, f.make).fill('');
      await field(main, f.model).fill('');
      await sendFromBottom(page.getByRole('button', { name: exactly(f.submitEdit) }));
      await expectRefusalShown(page, main, banner, language, [f.make, f.model]);

      await expectProfileRefusal(page, language, userId);
      // The password: a form of one field.
      const password = page.getByRole('region', { name: exactly(t.profile.password.title) });
      await sendFromBottom(password.getByRole('button', { name: exactly(t.profile.password.submit) }));
      await expectRefusalShown(page, password, banner, language, [t.profile.password.newPassword]);
    });

    test('a company’s forms: the profile, a representative added, edited, given a password', async ({
      page,
      loginAs,
    }) => {
      await atPhoneWidth(page, width);
      const banner = page.getByRole('banner');
      const { userId } = await loginAs(page, DEMO.company);
      const profile = await expectProfileRefusal(page, language, userId);
      const r = t.company.representatives;

      await profile.addRepresentativeButton().click();
      const add = page.getByRole('dialog', { name: exactly(r.addTitle) });
      await sendFromBottom(add.getByRole('button', { name: exactly(r.add) }));
      await expectRefusalShown(page, add, dialogHeader(add), language, [r.name, r.phoneNumber]);
      await page.keyboard.press('Escape');

      const row = profile.representatives().getByRole('article').first();
      await row.getByRole('button', { name: exactly(r.edit) }).click();
      await field(row, r.name).fill('');
      await field(row, r.phoneNumber).fill('');
      await sendFromBottom(row.getByRole('button', { name: exactly(r.save) }));
      await expectRefusalShown(page, row, banner, language, [r.name, r.phoneNumber]);

      await row.getByRole('button', { name: exactly(r.changePassword) }).click();
      const password = page.getByRole('dialog', { name: startingWith(r.changePasswordTitle) });
      await sendFromBottom(password.getByRole('button', { name: exactly(r.changePassword) }));
      await expectRefusalShown(page, password, dialogHeader(password), language, [r.newPassword]);
    });

    test('a representative’s bid forms: a bid and an autobid below the minimum', async ({
      page,
      loginAs,
      controls,
      seed,
    }) => {
      await atPhoneWidth(page, width);
      const banner = page.getByRole('banner');
      const rep = await loginAs(page, DEMO.rep1);
      const auction = await controls.quietAuction(seed, rep.token, true);
      const room = new AuctionRoomPage(page, language);
      await room.open(auction.carDetails.carId);
      const a = t.auctionRoom;
      const form = page.getByRole('region', { name: exactly(a.bid.sectionLabel) });
      await room.bidInput().fill('1');
      await sendFromBottom(room.placeBidButton());
      await expectRefusalShown(page, form, banner, language, [a.bid.label]);
      await form.getByRole('checkbox', { name: exactly(a.autoBid.toggle) }).check();
      await field(form, a.autoBid.label).fill('1');
      await sendFromBottom(form.getByRole('button', { name: exactly(a.autoBid.submit) }));
      await expectRefusalShown(page, form, banner, language, [a.autoBid.label]);
    });

    test('an operator’s forms: a user’s details, e-mail and password, a new operator, an application, an auction', async ({
      page,
      loginAs,
      controls,
      seed,
    }) => {
      await atPhoneWidth(page, width);
      const banner = page.getByRole('banner');
      await loginAs(page, 'superadmin@demo.no');
      const u = t.adminPeople.users;
      const c = t.adminPeople.contact;

      // A user found: details, e-mail and password, each a form under its own button.
      const user = await new OperatorConsole(page, language).findUser(DEMO.seller, 'Siri Selger');
      await user.getByRole('button', { name: exactly(u.details.open) }).click();
      await field(user, c.name).fill('');
      await field(user, c.phone).fill('');
      await sendFromBottom(user.getByRole('button', { name: exactly(u.details.submit) }));
      await expectRefusalShown(page, user, banner, language, [c.name, c.phone]);
      await user.getByRole('button', { name: exactly(u.email.open) }).click();
      await sendFromBottom(user.getByRole('button', { name: exactly(u.email.submit) }));
      await expectRefusalShown(page, user, banner, language, [u.email.newEmail]);
      await user.getByRole('button', { name: exactly(u.password.open) }).click();
      await sendFromBottom(user.getByRole('button', { name: exactly(u.password.submit) }));
      await expectRefusalShown(page, user, banner, language, [u.password.newPassword]);
      const create = page.getByRole('region', { name: exactly(u.create.title) });
      await sendFromBottom(create.getByRole('button', { name: exactly(u.create.submit) }));
      await expectRefusalShown(page, create, banner, language, [c.name, c.phone]);

      // An application: start, correct and add photos, each a dialog.
      const seller = await controls.login(DEMO.seller);
      const { registrationNumber } = await controls.apiGet<{ registrationNumber: string }>(
        `/api/v1/cars/${seed.sellerCarIdsByStatus.Vurdering[0] ?? ''}`,
        seller.token,
      );
      const operator = new OperatorConsole(page, language);
      await operator.openApplications();
      const card = await operator.findApplication(registrationNumber);
      const a = t.admin;
      const terms = [a.terms.startingPrice, a.terms.minimalStep];
      await card.getByRole('button', { name: startingWith(a.start.openFor) }).click();
      const start = page.getByRole('dialog', { name: startingWith(a.start.title) });
      for (const label of terms) await field(start, label).fill('');
      await sendFromBottom(start.getByRole('button', { name: exactly(a.start.submit) }));
      await expectRefusalShown(page, start, dialogHeader(start), language, terms);
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: startingWith(a.correct.openFor) }).click();
      const correct = page.getByRole('dialog');
      await field(correct, a.correct.registrationNumber).fill('');
      await field(correct, a.correct.kilometers).fill('');
      await sendFromBottom(correct.getByRole('button', { name: exactly(a.correct.submit) }));
      await expectRefusalShown(page, correct, dialogHeader(correct), language, [
        a.correct.registrationNumber,
        a.correct.kilometers,
      ]);
      await page.keyboard.press('Escape');
      await card.getByRole('button', { name: startingWith(a.photos.openFor) }).click();
      const photos = page.getByRole('dialog');
      await sendFromBottom(photos.getByRole('button', { name: exactly(a.photos.submit) }));
      await expectRefusalShown(page, photos, dialogHeader(photos), language, [a.photos.choose]);
      await page.keyboard.press('Escape');

      // An auction's terms, edited on the board.
      await page.goto(`/admin/auctions?car=${seed.activeCarIds[0] ?? ''}&lng=${language}`);
      await page.getByRole('button', { name: startingWith(a.edit.openFor) }).click();
      const edit = page.getByRole('dialog');
      for (const label of terms) await field(edit, label).fill('');
      await sendFromBottom(edit.getByRole('button', { name: exactly(a.edit.submit) }));
      await expectRefusalShown(page, edit, dialogHeader(edit), language, terms);
    });
  });
}

/** The own profile (a seller's or a company's): 'Change data', name and phone emptied, saved from the bottom. */
async function expectProfileRefusal(page: Page, language: Language, userId: string): Promise<ProfilePage> {
  const p = textsFor(language).profile.panel;
  const profile = new ProfilePage(page, language);
  await profile.open(userId);
  const panel = profile.panel();
  await panel.getByRole('button', { name: exactly(p.changeData) }).click();
  await profile.field(p.name).fill('');
  await profile.field(p.phoneNumber).fill('');
  await sendFromBottom(panel.getByRole('button', { name: exactly(p.save) }));
  await expectRefusalShown(page, panel, page.getByRole('banner'), language, [p.name, p.phoneNumber]);
  await panel.getByRole('button', { name: exactly(p.close) }).click();
  return profile;
}
