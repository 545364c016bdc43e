import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { expectNoSeriousViolations } from './support/axe';
import { moneyText } from './support/money';
import {
  DEMO,
  minimumBid,
  type FullAuction,
  type LoginAnswer,
  type SeedFixtures,
  type TestControls,
} from './support/testControls';
import { exactly } from './support/texts';
import { scaled } from '../support/waitScale';

/** The token of every STOMP CONNECT the page sends, in order (attach before the page opens). */
function watchConnects(page: Page): string[] {
  const tokens: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const match = /^CONNECT\n[\s\S]*?Authorization:Bearer (\S+)/.exec(String(payload));
      if (match?.[1]) tokens.push(match[1]);
    }),
  );
  return tokens;
}

const sessionNotice = (page: Page, title: RegExp) => page.getByRole('region', { name: title });

interface RoomArrangement {
  page: Page;
  controls: TestControls;
  seed: SeedFixtures;
  loginAs: (page: Page, email: string) => Promise<LoginAnswer>;
}

/**
 * rep1 logs in with a token that lasts `ttlSeconds` (later logins last an hour again), opens a
 * quiet auction’s room; `amount` is the lowest bid it may place.
 */
async function openRoomWithShortSession(
  { page, controls, seed, loginAs }: RoomArrangement,
  ttlSeconds: number,
) {
  await controls.setJwtTtl(ttlSeconds);
  const rep1 = await loginAs(page, DEMO.rep1);
  await controls.setJwtTtl(3600);
  const auction = await controls.quietAuction(seed, rep1.token, true);
  const carId = auction.carDetails.carId;
  const room = new AuctionRoomPage(page, 'en');
  await room.open(carId);
  const amount = minimumBid(auction);
  return { room, auction, carId, amount };
}

test.describe('bidding with confidence: the session', () => {
  test('two minutes before the end a notice counts down; logging in again in place keeps the typed bid, goes live with the new token, and the bid is placed', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    test.setTimeout(scaled(90_000));
    // The socket's CONNECT frames, watched from the start (the login opens no socket).
    const connects = watchConnects(page);
    // A token with just over two minutes left: the warning is due a few seconds after the page opens.
    const { room, auction, carId, amount } = await openRoomWithShortSession(
      { page, controls, seed, loginAs },
      128,
    );
    await room.expectConnection('connected');
    await room.bidInput().fill(String(amount));

    const notice = sessionNotice(page, /^Your session ends in [0-2]:\d{2}$/);
    await expect(notice).toBeVisible({ timeout: scaled(20_000) });
    const timer = notice.getByRole('timer');
    const first = await timer.textContent();
    // Timing: the countdown ticks (once a second) within 3 s, scaled with the machine.
    await expect(timer).not.toHaveText(first ?? '', { timeout: scaled(3_000) });
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session ends in 2 minutes' }),
    ).toBeAttached();
    await expectNoSeriousViolations(page, 'the session warning');

    await notice.getByRole('button', { name: 'Log in again' }).click();
    await room.shell.logInWithDialog(DEMO.rep1, 'demopass1');
    await expect(notice).toBeHidden();
    await expect(room.bidInput()).toHaveValue(String(amount));
    await expect(page).toHaveURL(new RegExp(`/auction/${carId}`));
    // The broker checks the token at CONNECT only: the socket was replaced with the new one.
    await expect.poll(() => connects.length).toBe(2);
    expect(connects[1]).not.toBe(connects[0]);
    await room.expectConnection('connected');

    await room.placeBidButton().click();
    await room.expectBidPlaced(amount);
    // Resubscribed on the new socket: another bidder's bid arrives live.
    const rep2 = await controls.login(DEMO.rep2);
    await controls.apiPost('/api/v1/auctions/place-bid', rep2.token, {
      auctionId: auction.id,
      amount: amount + auction.minimalStep,
    });
    // Timing: the rival's bid, pushed, shows within 2 s (scaled with the machine).
    await room.expectHighest(amount + auction.minimalStep, scaled(2_000));
  });

  test('a session that expires mid-auction keeps the page read-only under the login dialog, and carries on after logging in', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    test.setTimeout(scaled(90_000));
    // The real expiry: the token must outlast the room's opening, which a busy machine slows.
    const ttlSeconds = Math.round(scaled(10_000) / 1000);
    const { room, amount } = await openRoomWithShortSession({ page, controls, seed, loginAs }, ttlSeconds);
    await room.bidInput().fill(String(amount));

    await expect(room.shell.loginDialog()).toBeVisible({ timeout: scaled(20_000) });
    // The expired token is dropped (spec §7), and no error is raised for it.
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('userId')]),
    ).toEqual([null, null]);
    await expect(room.shell.errorDialog()).toHaveCount(0);
    // Still the same page behind the dialog, with the amount typed.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(room.bidInput()).toHaveValue(String(amount));
    await page.keyboard.press('Escape');
    await expect(room.shell.loginDialog()).toBeHidden();

    await expect(sessionNotice(page, exactly('Your session has expired'))).toBeVisible();
    await expect(page.getByText(/Your session has expired, so bidding is paused/)).toBeVisible();
    await expect(room.placeBidButton()).toBeDisabled();
    await expect(room.bidInput()).toHaveValue(String(amount));
    await expectNoSeriousViolations(page, 'the room after the session expired');

    await page
      .getByRole('region', { name: /Place a bid/ })
      .getByRole('button', { name: 'Log in again' })
      .click();
    await room.shell.logInWithDialog(DEMO.rep1, 'demopass1');
    await expect(room.placeBidButton()).toBeEnabled();
    await expect(room.bidInput()).toHaveValue(String(amount));
    await room.expectConnection('connected');
    await room.placeBidButton().click();
    await room.expectBidPlaced(amount);
  });
});

test.describe('bidding with confidence: bids', () => {
  // Run once, as the desktop browser: a bid's confirmation and refusal do not depend on the
  // viewport (the dialogs at both sizes: a11y-dialogs.spec). The session notice above has a
  // phone layout of its own, so that describe runs in both projects.
  test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');
  test('an extra-zero bid asks first, says how far above the minimum it is, and nothing is sent on cancel', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    const rep1 = await loginAs(page, DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep1.token, true);
    const carId = auction.carDetails.carId;
    const room = new AuctionRoomPage(page, 'en');
    await room.open(carId);
    await room.expectConnection('connected');
    const minimum = minimumBid(auction);
    const amount = minimum * 10;

    await room.placeBid(amount);
    const confirm = page.getByRole('alertdialog', { name: 'Check your bid' });
    await expect(confirm).toContainText(moneyText(amount));
    await expect(confirm).toContainText(moneyText(amount - minimum));
    await expect(confirm).toContainText(/above the minimum bid of/);
    await expectNoSeriousViolations(page, 'the large-bid confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(room.bidInput()).toHaveValue(String(amount));
    await expect(room.bidInput()).toBeFocused();
    // No bid on its way: the progress line stays empty (and hidden).
    await expect(room.progress()).toBeHidden();

    // A bid within ten steps goes straight out. Bids leave the page in order, one at a time, so once
    // this one is placed, a cancelled bid that had been sent would have been placed before it.
    await room.placeBid(minimum);
    await room.expectBidPlaced(minimum);
    const after = await controls.auctionByCar(carId, rep1.token);
    expect(after.bids.some((bid) => bid.amount === amount)).toBe(false);
    expect(after.highestBid?.amount).toBe(minimum);
  });

  test('a bid of exactly a rival autobid limit is refused in place, before it is sent, without naming the limit', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    const rep1 = await loginAs(page, DEMO.rep1);
    const rep2 = await controls.login(DEMO.rep2);
    const quiet = await controls.quietAuction(seed, rep1.token, true);
    const carId = quiet.carDetails.carId;
    // rep2's autobid holds a limit; production refuses a manual bid of exactly that amount (contract §7.4).
    const limit = minimumBid(quiet) + 5 * quiet.minimalStep;
    await controls.apiPost('/api/v1/auctions/place-auto-bid', rep2.token, {
      auctionId: quiet.id,
      limitAmount: limit,
    });
    const room = new AuctionRoomPage(page, 'en');
    await room.open(carId);
    await room.expectConnection('connected');
    const before = await controls.auctionByCar(carId, rep1.token);

    await room.placeBid(limit);
    const refusal = page.getByText(
      /The auction does not take a bid of exactly this amount\. Bid another amount/,
    );
    await expect(refusal).toBeVisible();
    // The words name no one's limit, the amount typed stays, and no error dialog opens.
    await expect(refusal).not.toContainText(moneyText(limit));
    await expect(room.bidInput()).toHaveValue(String(limit));
    await expect(room.shell.errorDialog()).toBeHidden();
    await expectNoSeriousViolations(page, 'the refused amount');
    const after = await controls.auctionByCar(carId, rep1.token);
    expect(after.bids).toHaveLength(before.bids.length);
  });
});

test.describe('bidding with confidence: the outcome', () => {
  // Run once, as the desktop browser: how an auction ended is told the same at every size.
  test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');
  test('an auction that ends tells the winner and the other bidder how it ended, live and on a later visit', async ({
    controls,
    seed,
    openPage,
  }) => {
    test.setTimeout(scaled(90_000));
    const rep1 = await controls.login(DEMO.rep1);
    const rep2 = await controls.login(DEMO.rep2);
    const auction = await controls.quietAuction(seed, rep1.token, true);
    const carId = auction.carDetails.carId;
    const loser = new AuctionRoomPage((await openPage({ session: rep1 })).page, 'en');
    const winner = new AuctionRoomPage((await openPage({ session: rep2 })).page, 'no');
    await loser.open(carId);
    await winner.open(carId);
    await loser.expectConnection('connected');
    await winner.expectConnection('connected');
    const first = minimumBid(auction);
    await loser.placeBid(first);
    await loser.expectBidPlaced(first);
    const final = first + auction.minimalStep;
    await winner.placeBid(final);
    await winner.expectBidPlaced(final);

    // The end is moved close (nothing is broadcast for that, as in production): both open it afresh
    // and watch the end pass.
    await controls.setAuctionEnd(carId, new Date(Date.now() + 8_000));
    await loser.open(carId);
    await winner.open(carId);
    await expect(loser.page.getByText(/^Won by another bidder at/)).toContainText(moneyText(final), {
      timeout: scaled(20_000),
    });
    await expect(winner.page.getByText(/^Du vant med/)).toContainText(moneyText(final), {
      timeout: scaled(20_000),
    });
    await expect(loser.placeBidButton()).toBeHidden();
    await expect(loser.page.getByText(exactly('Auction is inactive'))).toHaveCount(0);
    await expectNoSeriousViolations(winner.page, 'the winner’s ended room');

    await loser.open(carId);
    await expect(loser.page.getByText(/^Won by another bidder at/)).toContainText(moneyText(final));
  });

  test('a browser whose clock runs 3 minutes fast sees the auction’s true time left, no "ended" while the server takes bids, and the late bid’s new end said', async ({
    controls,
    seed,
    page,
    loginAs,
  }) => {
    const rep1 = await loginAs(page, DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep1.token, true);
    const carId = auction.carDetails.carId;
    // Two minutes left on the server's clock: a clock 3 minutes fast would have said "ended" a minute ago.
    await controls.setAuctionEnd(carId, new Date(Date.now() + 2 * 60_000));
    await page.clock.install({ time: Date.now() + 3 * 60_000 });
    const room = new AuctionRoomPage(page, 'en');
    await room.open(carId);
    await expect(
      page.getByText("This computer's clock is 3 min fast. Times here follow the auction's clock."),
    ).toBeVisible();
    // The web host's Date header is true to a second and the page opens in a few: 1:5x left, not "ended".
    await expect(page.getByRole('timer', { name: 'Auction ends in' })).toHaveText(/^00:0(1:[45]\d|2:00)$/);
    await expect(
      page.getByText('Last 10 minutes: every bid now extends the auction by 2 minutes.'),
    ).toBeVisible();
    await expect(page.getByText(/Closing|Auction ended|won at/)).toHaveCount(0);
    const amount = minimumBid(auction);
    await room.placeBid(amount);
    await room.expectBidPlaced(amount);
    // The bid moved the end by 2 minutes (contract §7.6), and the room says so before the countdown jumps.
    await expect(page.getByText(/^A late bid moved the end to \d{2}:\d{2}:\d{2}\.$/)).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Auction ends in' })).toHaveText(/^00:0(3:[45]\d|4:00)$/);
  });
});

test.describe('bidding with confidence: a hidden tab', () => {
  // Run once, as the desktop browser: a notification does not depend on the viewport.
  test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');
  test('with notifications switched on, being outbid while the tab is hidden shows a notification', async ({
    browser,
    controls,
    seed,
    pageErrors,
  }) => {
    const rep1 = await controls.login(DEMO.rep1);
    const rep2 = await controls.login(DEMO.rep2);
    const auction: FullAuction = await controls.quietAuction(seed, rep1.token, true);
    const carId = auction.carDetails.carId;
    const context = await browser.newContext({ permissions: ['notifications'] });
    await context.addInitScript(
      ({ token, userId }) => {
        if (window.sessionStorage.getItem('e2e-session-seeded') === null) {
          window.sessionStorage.setItem('e2e-session-seeded', '1');
          window.sessionStorage.setItem('token', token);
          window.sessionStorage.setItem('userId', userId);
        }
        // Headless Chromium has no background tabs: the page's visibility is emulated here.
        let hidden = false;
        Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
        Object.defineProperty(Document.prototype, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        const shown: { title: string; body: string | undefined }[] = [];
        const Original = window.Notification;
        class Recorded extends Original {
          constructor(title: string, options?: NotificationOptions) {
            super(title, options);
            shown.push({ title, body: options?.body });
          }
        }
        Object.assign(window, {
          Notification: Recorded,
          e2eNotifications: shown,
          e2eSetHidden: (value: boolean) => {
            hidden = value;
            document.dispatchEvent(new Event('visibilitychange'));
          },
        });
      },
      { token: rep1.token, userId: rep1.userId },
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const notifications = () =>
      page.evaluate(() => (window as unknown as { e2eNotifications: { title: string }[] }).e2eNotifications);
    const setHidden = (hidden: boolean) =>
      page.evaluate(
        (value) => (window as unknown as { e2eSetHidden: (h: boolean) => void }).e2eSetHidden(value),
        hidden,
      );

    const room = new AuctionRoomPage(page, 'en');
    await room.open(carId);
    await room.expectConnection('connected');
    const toggle = page.getByRole('switch', { name: 'Notify me while this tab is in the background' });
    await toggle.click();
    await expect(toggle).toBeChecked();

    let amount = minimumBid(auction);
    await room.placeBid(amount);
    await room.expectBidPlaced(amount);
    // Outbid while looking: the room says so, no notification.
    amount += auction.minimalStep;
    await controls.apiPost('/api/v1/auctions/place-bid', rep2.token, { auctionId: auction.id, amount });
    await room.expectHighest(amount);
    expect(await notifications()).toEqual([]);

    amount += auction.minimalStep;
    await room.placeBid(amount);
    await room.expectBidPlaced(amount);
    await setHidden(true);
    amount += auction.minimalStep;
    await controls.apiPost('/api/v1/auctions/place-bid', rep2.token, { auctionId: auction.id, amount });
    await expect
      .poll(notifications)
      .toEqual([
        { title: `Outbid: ${auction.carDetails.makeModel}`, body: expect.stringMatching(moneyText(amount)) },
      ]);
    await expect(page).toHaveTitle(/Outbid!/);
    await context.close();
  });
});
