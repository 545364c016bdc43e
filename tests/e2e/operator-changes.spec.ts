import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { expectNoSeriousViolations } from './support/axe';
import { DeskPage } from './pages/DeskPage';
import { expect, test } from './support/fixtures';
import { Operator } from './support/operator';
import { exactly } from './support/texts';
import { DEMO, minimumBid } from './support/testControls';
import { inNorway } from './support/norwegianTime';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/**
 * What an operator changes is never pushed (contract §14.2), and the socket keeps the user as it
 * was at CONNECT (§14.1). These journeys run against the stand-in, which behaves the same way.
 */
type Fixtures = Parameters<Parameters<typeof test>[2]>[0];

/** An operator logged in, and rep1 in a quiet auction's room (`withBids`: the seed's bids in it), live. */
async function rep1InRoom(
  { controls, seed, openPage, request }: Pick<Fixtures, 'controls' | 'seed' | 'openPage' | 'request'>,
  withBids: boolean,
) {
  const operator = await Operator.login(request, controls);
  const rep = await controls.login(DEMO.rep1);
  const auction = await controls.quietAuction(seed, rep.token, withBids);
  const room = new AuctionRoomPage((await openPage({ session: rep })).page);
  await room.open(auction.carDetails.carId);
  await room.expectConnection('connected');
  return { operator, rep, auction, room };
}

test.describe('operator changes reach the bidder without a reload', () => {
  test('a representative approved while its room is open sees the bid controls and bids once', async ({
    controls,
    seed,
    openPage,
    request,
  }) => {
    const operator = await Operator.login(request, controls);
    // A representative of Venter Bil AS, locked like its company.
    const email = 'nina.nybyder@venter.no';
    await operator.addRepresentative(seed.lockedCompanyId, email);
    await operator.setLock(seed.lockedCompanyId, true);
    const rep = await controls.login(email);
    const auction = await controls.quietAuction(seed, rep.token, true);
    const carId = auction.carDetails.carId;

    const room = new AuctionRoomPage((await openPage({ session: rep })).page);
    await room.open(carId);
    // The socket is up while the account is locked: the server's snapshot of this user is locked.
    await room.expectConnection('connected');
    await expect(room.page.getByText(exactly(room.t.notAllowed.locked))).toBeVisible();
    await expect(room.bidInput()).toHaveCount(0);

    await operator.setLock(seed.lockedCompanyId, false);
    // The representative comes back to the tab (the operator has told it).
    await room.comeBackToTab();
    await expect(room.bidInput()).toBeVisible();
    await expect(room.page.getByText(exactly(room.t.notAllowed.locked))).toHaveCount(0);

    const amount = minimumBid(auction);
    await room.placeBid(amount);
    await room.expectHighest(amount);
    await room.expectBidPlaced(amount);
    await expect(room.shell.errorDialog()).toHaveCount(0);
    const after = await controls.auctionByCar(carId, rep.token);
    expect(after.bids.filter((bid) => bid.bidderId === rep.userId)).toEqual([
      expect.objectContaining({ amount }),
    ]);
  });

  test('a bid on a paused auction is refused and told in the room; the resume reaches the open room', async ({
    controls,
    seed,
    openPage,
    request,
  }) => {
    const { operator, auction, room } = await rep1InRoom({ controls, seed, openPage, request }, true);

    await operator.setAuctionStatus(auction.id, 'Deaktivert');
    // Nothing was pushed: the room still offers a bid.
    await expect(room.bidInput()).toBeVisible();
    const amount = minimumBid(auction);
    // The seed's auction may be led by this representative already: the room then asks first.
    await room.placeBidConfirmingLead(amount);

    // Told in the room, with no error dialog sending the user home; the pill no longer reads live.
    await expect(room.pausedRefusal(amount)).toBeVisible();
    await expect(room.shell.errorDialog()).toHaveCount(0);
    const notice = room.page.locator('strong').filter({ hasText: exactly(room.t.closed.inactive) });
    await expect(notice).toBeVisible();
    await expect(room.bidInput()).toHaveCount(0);
    await room.expectConnection('connectedIdle');
    // The sweep covers the refusal, the notice, the idle pill and the price chart (its chunk loaded).
    await expect(room.page.getByRole('img', { name: exactly(room.t.chart.title) })).toBeVisible();
    await expectNoSeriousViolations(room.page, 'a paused room with a refused bid');

    // Resumed, never pushed: the room's pause check asks when the tab comes back (and every 15 s
    // while visible: tests/e2e/live-hints.spec.ts, and a component test).
    await operator.setAuctionStatus(auction.id, 'Aktivt');
    await room.comeBackToTab();
    await expect(room.bidInput()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await room.expectConnection('connected');
  });

  test('an operator’s new end reaches the open room without a reload, said in plain words', async ({
    controls,
    seed,
    openPage,
    request,
  }) => {
    const { operator, auction, room } = await rep1InRoom({ controls, seed, openPage, request }, false);

    // A day later, on a whole minute: `PUT /auctions` broadcasts nothing (contract §14.2).
    const end = new Date(Math.floor(Date.parse(auction.endDateTime) / 60_000) * 60_000 + 24 * 3_600_000);
    await operator.changeTerms(auction.id, { endDateTime: end.toISOString() });
    // The room's watch asks every 15 s (a component test shows the interval) and when the tab comes
    // back.
    await room.comeBackToTab();
    const said = room.t.watch.endMoved.replace('{{time}}', inNorway(end));
    await expect(room.page.getByRole('status').filter({ hasText: exactly(said) })).toBeVisible();
    await expect(room.bidInput()).toBeVisible();
  });

  test('a bid from the desk on an auction the operator paused is refused, and the row says so', async ({
    controls,
    seed,
    openPage,
    request,
  }) => {
    const operator = await Operator.login(request, controls);
    const rep = await controls.login(DEMO.rep1);
    const auction = await controls.quietAuction(seed, rep.token, true);
    const carId = auction.carDetails.carId;
    const { page } = await openPage({ session: rep });
    // The representative follows this auction (the watchlist lives in the browser).
    const followed = { key: `watchlist:${rep.userId}`, value: JSON.stringify([carId]) };
    await page.addInitScript((entry: typeof followed) => {
      window.localStorage.setItem(entry.key, entry.value);
    }, followed);
    const desk = new DeskPage(page, 'en');
    await desk.shell.goto('/desk', 'en');
    await expect(desk.rows()).toHaveCount(1);
    await desk.expectConnection('connected');
    await expect(desk.minimumBidButton(carId)).toBeVisible();

    await operator.setAuctionStatus(auction.id, 'Deaktivert');
    await desk.bidMinimumConfirmingLead(carId);

    // Told in the row, with no error dialog.
    await expect(
      desk.row(carId).getByRole('alert').filter({ hasText: desk.room.refused.paused }),
    ).toBeVisible();
    await expect(desk.shell.errorDialog()).toHaveCount(0);
    await expect(desk.row(carId).getByText(exactly(desk.t.row.paused))).toBeVisible();
    await expect(desk.minimumBidButton(carId)).toHaveCount(0);
  });
});
