import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { ProfilePage } from './pages/ProfilePage';
import { DEMO, type HttpFault } from './support/testControls';
import { scaled } from '../support/waitScale';

/** Spec §8 messages, in English (the tests run the app with ?lng=en). */
const DEFAULT_MESSAGE = 'An error occurred. Try refreshing the page';
const NO_ANSWER_MESSAGE = 'The server is not responding. Please try again later.';

const AUCTION_LOAD = '/api/v1/auctions/by-car/';
/**
 * Chromium sends a request again when a kept-alive connection closes without an answer, once per
 * pooled connection (seen: up to 7 attempts), so a "no answer" fault has to swallow them all.
 */
const NO_ANSWER_ATTEMPTS = 10;

// How failures are told and recovered from is the same at every size (the dialogs' layout at phone
// size is in a11y-dialogs.spec.ts): one run, as the desktop browser.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('HTTP failures', () => {
  // Reads are retried once on a server failure, so each fault covers two answers.
  const loadFailures: {
    name: string;
    fault: HttpFault;
    status: number;
    message: string;
    /** The dialog's action: a 403 with a session the backend still accepts is a server failure. */
    offers: RegExp;
  }[] = [
    {
      name: '500 without a body',
      fault: { status: 500, count: 2 },
      status: 500,
      message: DEFAULT_MESSAGE,
      offers: /home page/i,
    },
    {
      name: '403 with an empty body',
      fault: { status: 403, count: 1 },
      status: 403,
      message: DEFAULT_MESSAGE,
      offers: /try again/i,
    },
    {
      name: 'no answer at all',
      fault: { noAnswer: true, count: 2 * NO_ANSWER_ATTEMPTS },
      status: 500,
      message: NO_ANSWER_MESSAGE,
      offers: /home page/i,
    },
  ];

  for (const failure of loadFailures) {
    test(`loading an auction fails with ${failure.name}: the error dialog says so`, async ({
      page,
      controls,
      seed,
      loginAs,
    }) => {
      const rep1 = await loginAs(page, DEMO.rep1);
      const auction = await controls.quietAuction(seed, rep1.token, true);
      await controls.httpFault({ ...failure.fault, pathPrefix: AUCTION_LOAD });
      const shell = new AppShell(page, 'en');
      await page.goto(`/auction/${auction.carDetails.carId}?lng=en`);
      await shell.expectErrorDialog(failure.message, failure.status);
      const dialog = shell.errorDialog();
      await expect(dialog.getByRole('button', { name: failure.offers })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /log in/i })).toHaveCount(0);
    });
  }

  test('a token the backend rejects: the 403 is checked, the dialog says the login ended and offers a new one', async ({
    controls,
    seed,
    openPage,
  }) => {
    const rep1 = await controls.login(DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep1.token, true);
    // A signature the backend does not accept: still unexpired, so the app sends it.
    const rejected = { ...rep1, token: `${rep1.token.slice(0, -4)}AAAA` };
    const { page } = await openPage({ session: rejected });
    // The live connection refuses the token too, and the app then ends the session with the login
    // prompt; whichever answer came first would decide what this test sees. Held silent here, the
    // HTTP path alone is what is tested.
    await page.routeWebSocket(/ws-auction/, () => undefined);
    const shell = new AppShell(page, 'en');
    await page.goto(`/auction/${auction.carDetails.carId}?lng=en`);
    await shell.expectErrorDialog('Your login is no longer valid. Please log in again.', 403);
    await shell
      .errorDialog()
      .getByRole('button', { name: /log in/i })
      .click();
    await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a slow answer (5 s) shows the page loading, then the auction, with no error', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    const rep1 = await loginAs(page, DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep1.token, true);
    await controls.httpFault({ delayMs: 5_000, count: 1, pathPrefix: AUCTION_LOAD });
    const room = new AuctionRoomPage(page, 'en');
    await page.goto(`/auction/${auction.carDetails.carId}?lng=en`);
    await expect(page.getByRole('status').filter({ hasText: room.t.loading })).toBeVisible();
    await expect(room.highestBid()).toBeVisible({ timeout: scaled(15_000) });
    await expect(room.shell.errorDialog()).toHaveCount(0);
  });

  const formFailures: { name: string; fault: HttpFault; message: string }[] = [
    { name: '500', fault: { status: 500, count: 1 }, message: DEFAULT_MESSAGE },
    { name: '403 empty', fault: { status: 403, count: 1 }, message: DEFAULT_MESSAGE },
    { name: 'no answer', fault: { noAnswer: true, count: NO_ANSWER_ATTEMPTS }, message: NO_ANSWER_MESSAGE },
  ];

  for (const failure of formFailures) {
    test(`adding a representative fails with ${failure.name}: the message shows in the form and nothing typed is lost`, async ({
      page,
      controls,
      seed,
      loginAs,
    }) => {
      await loginAs(page, DEMO.company);
      const profile = new ProfilePage(page, 'en');
      await profile.open(seed.companyId);
      await profile.addRepresentativeButton().click();
      const dialog = page.getByRole('dialog', { name: 'Add representative' });
      const typed = {
        Name: 'Lise Lagring',
        'Phone number': '+4791112222',
        'E-mail': `lise-${Date.now()}@demo.no`,
        Password: 'lagring123',
      };
      for (const [label, value] of Object.entries(typed)) {
        await dialog
          .getByLabel(new RegExp(`^${label}`))
          .first()
          .fill(value);
      }
      await controls.httpFault({ ...failure.fault, pathPrefix: '/api/v1/users/register-representative' });
      await dialog.getByRole('button', { name: 'Add representative' }).click();
      await expect(dialog.getByRole('alert')).toContainText(failure.message);
      for (const [label, value] of Object.entries(typed)) {
        await expect(dialog.getByLabel(new RegExp(`^${label}`)).first()).toHaveValue(value);
      }
      // Sending again works once the server answers. The reset clears any fault Chromium's retries
      // left unused; the seed's ids are stable, so the company's session stays valid.
      await controls.reset();
      await dialog.getByRole('button', { name: 'Add representative' }).click();
      await expect(dialog).toBeHidden();
      await expect(profile.representatives().getByText(typed['E-mail'])).toBeVisible();
    });
  }

  test('logging in while the server does not answer: the dialog says so and keeps the e-mail', async ({
    page,
    controls,
  }) => {
    const shell = new AppShell(page, 'en');
    await shell.goto('/', 'en');
    const dialog = await shell.openLoginDialog();
    await dialog.getByLabel(/^e-mail/i).fill(DEMO.seller);
    await dialog.getByLabel(/^password/i).fill('demopass1');
    await controls.httpFault({
      noAnswer: true,
      count: NO_ANSWER_ATTEMPTS,
      pathPrefix: '/api/v1/users/login',
    });
    await dialog.getByRole('button', { name: /^log in$/i }).click();
    await expect(dialog.getByRole('alert')).toContainText(NO_ANSWER_MESSAGE);
    await expect(dialog.getByLabel(/^e-mail/i)).toHaveValue(DEMO.seller);
  });
});
