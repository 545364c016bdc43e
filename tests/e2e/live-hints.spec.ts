import { WebSocket } from 'ws';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { expect, test } from './support/fixtures';
import { moneyText } from './support/money';
import { exactly } from './support/texts';
import { DEMO, minimumBid } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/**
 * Issue 36. Any logged-in user can SEND to an auction's topic and the broker relays it to every room
 * (contract §14.9): the room takes a push as a hint and shows what the backend answers. A pause is
 * never pushed (contract §14.10): the room finds it with its pause check.
 */

/** src/config.ts PAUSE_CHECK_MS (the app's config cannot be imported here: it reads Vite's env). */
const PAUSE_CHECK_MS = 15_000;

/** A STOMP session on the stand-in's raw WebSocket path, as any logged-in user's browser opens it. */
async function openSocket(backendUrl: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(`${backendUrl.replace(/^http/, 'ws')}/ws-auction/websocket`);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${token}\n\n\0`));
    socket.on('message', (data: Buffer) => {
      const frame = data.toString('utf8');
      if (frame.startsWith('CONNECTED')) resolve();
      else if (frame.startsWith('ERROR')) reject(new Error(frame));
    });
    socket.on('error', reject);
  });
  return socket;
}

test.describe('live updates are hints', () => {
  test('a forged update from a seller’s socket is not what a bidder’s room keeps showing, and the real minimum bids', async ({
    controls,
    seed,
    openPage,
    backendUrl,
  }) => {
    const rep = await controls.login(DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep.token, true);
    const carId = auction.carDetails.carId;
    const real = auction.highestBid?.amount ?? 0;
    const room = new AuctionRoomPage((await openPage({ session: rep })).page);
    await room.open(carId);
    await room.expectConnection('connected');
    await room.expectHighest(real);
    // Whether the room ever shows the forged amount, from now on.
    await room.page.evaluate((source) => {
      const flags = window as unknown as { sawForged: boolean };
      const forgedAmount = new RegExp(source);
      flags.sawForged = false;
      new MutationObserver(() => {
        if (forgedAmount.test(document.body.textContent)) flags.sawForged = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, moneyText(9_999_999).source);

    // A seller's socket sends a highest bid of 9 999 999 and an ended auction to the car's topic.
    const seller = await controls.login(DEMO.seller);
    const socket = await openSocket(backendUrl, seller.token);
    const fake = { ...auction.highestBid, amount: 9_999_999, placedAt: new Date().toISOString() };
    const forged = { ...auction, highestBid: fake, bids: [...auction.bids, fake], status: 'FINISHED' };
    const readAfter = room.page.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/auctions/by-car/${carId}`) && response.ok(),
    );
    socket.send(
      `SEND\ndestination:/topic/auction/${carId}\ncontent-type:application/json\n\n${JSON.stringify(forged)}\0`,
    );
    // The room reads the auction for the push; what it shows is the backend's answer.
    await readAfter;
    await room.expectHighest(real);
    await expect(room.bidInput()).toBeVisible();
    await room.expectConnection('connected');
    expect(await room.page.evaluate(() => (window as unknown as { sawForged: boolean }).sawForged)).toBe(
      false,
    );
    socket.close();

    // The real minimum is what the room asks for, and it is placed.
    const minimum = minimumBid(auction);
    await room.placeBid(minimum);
    await room.expectBidPlaced(minimum);
    await room.expectHighest(minimum);
  });

  test('a flood of forged refusals on a bidder’s error queue shows nothing and does not stop the bid', async ({
    controls,
    seed,
    openPage,
    backendUrl,
  }) => {
    const rep = await controls.login(DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep.token, true);
    const carId = auction.carDetails.carId;
    const room = new AuctionRoomPage((await openPage({ session: rep })).page);
    await room.open(carId);
    await room.expectConnection('connected');
    await room.page.evaluate(() => {
      const flags = window as unknown as { sawForged: boolean; sawDialog: boolean };
      flags.sawForged = false;
      flags.sawDialog = false;
      new MutationObserver(() => {
        if (/815 00 000/.test(document.body.textContent)) flags.sawForged = true;
        if (document.querySelector('[role="alertdialog"]')) flags.sawDialog = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    // Issue 43: a seller's socket writes into rep1's error queue (contract §14.9), 300 frames a second.
    const seller = await controls.login(DEMO.seller);
    const socket = await openSocket(backendUrl, seller.token);
    const forgeries = [
      { statusCode: 400, message: 'Budet ditt må bekreftes: ring 815 00 000 og oppgi passordet ditt' },
      { statusCode: 409, message: 'Auction is currently paused.' },
      { statusCode: 400, message: 'Bid is too low. Must be at least 99999999.00' },
    ].map(
      (body) =>
        `SEND\ndestination:/user/${DEMO.rep1}/queue/errors\ncontent-type:application/json\n\n${JSON.stringify(body)}\0`,
    );
    const flood = setInterval(() => {
      for (let i = 0; i < 10; i++) for (const frame of forgeries) socket.send(frame);
    }, 100);
    try {
      const minimum = minimumBid(auction);
      await room.placeBid(minimum);
      await room.expectBidPlaced(minimum);
      await room.expectHighest(minimum);
      await expect(room.bidInput()).toBeVisible();
    } finally {
      clearInterval(flood);
      socket.close();
    }
    const seen = await room.page.evaluate(() => {
      const { sawForged, sawDialog } = window as unknown as { sawForged: boolean; sawDialog: boolean };
      return { sawForged, sawDialog };
    });
    expect(seen).toEqual({ sawForged: false, sawDialog: false });
    expect((await controls.auctionByCar(carId, rep.token)).highestBid?.amount).toBe(minimumBid(auction));
  });

  test('a pause made in the console is seen in an open room without a reload, and so is the resume', async ({
    controls,
    seed,
    openPage,
  }) => {
    const rep = await controls.login(DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep.token, true);
    const { carId, makeModel } = auction.carDetails;
    const roomPage = (await openPage({ session: rep })).page;
    // The room asks every PAUSE_CHECK_MS (15 s) which auctions on screen are paused; the page clock
    // skips that wait (the clock runs as usual otherwise).
    await roomPage.clock.install();
    const room = new AuctionRoomPage(roomPage);
    await room.open(carId);
    await room.expectConnection('connected');
    await expect(room.bidInput()).toBeVisible();

    const operator = (await openPage({ session: await controls.login(DEMO.admin) })).page;
    await operator.goto('/admin/auctions?lng=en');
    // The filter opens once the board has loaded every auction.
    await expect(operator.getByLabel('Filter by make and model')).toBeEditable({ timeout: 30_000 });
    await operator.getByLabel('Filter by make and model').fill(makeModel);
    const boardRow = (status: 'Active' | 'Paused') =>
      operator
        .getByRole('region', { name: new RegExp(`^${status}`) })
        .getByRole('article')
        .filter({ has: operator.locator(`a[href="/auction/${carId}"]`) });
    await boardRow('Active')
      .getByRole('button', { name: `Pause ${makeModel}` })
      .click();
    await expect(operator.getByRole('status').filter({ hasText: `${makeModel} is paused.` })).toBeVisible();

    // Nothing is pushed; the room's next check finds the pause.
    await room.page.clock.fastForward(PAUSE_CHECK_MS);
    const notice = room.page.locator('strong').filter({ hasText: exactly(room.t.closed.inactive) });
    await expect(notice).toBeVisible();
    await expect(room.bidInput()).toHaveCount(0);

    await boardRow('Paused')
      .getByRole('button', { name: `Resume ${makeModel}` })
      .click();
    await expect(
      operator
        .getByRole('status')
        .filter({ hasText: `${makeModel} is active again and will close at its end.` }),
    ).toBeVisible();
    await room.page.clock.fastForward(PAUSE_CHECK_MS);
    await expect(room.bidInput()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
