import { expect, test } from './support/fixtures';
import { twoBiddersInRoom } from './support/liveRoom';
import { minimumBid } from './support/testControls';
import { exactly } from './support/texts';
import { scaled } from '../support/waitScale';

// Run once, as the desktop browser: two bidders on one socket each: what is proved is the server and the pushes, not the layout.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('live bidding', () => {
  test('two representatives bid against each other and each sees the other’s bid within a second', async ({
    controls,
    seed,
    openPage,
  }) => {
    const { auction, first, second, rep1, carId } = await twoBiddersInRoom(
      { controls, seed, openPage },
      true,
    );

    let amount = minimumBid(auction);
    for (const [bidder, watcher] of [
      [first, second],
      [second, first],
      [first, second],
    ] as const) {
      // The seed's auction may be led by rep1 already: its first bid is then asked about first.
      await bidder.placeBidConfirmingLead(amount);
      await bidder.expectHighest(amount);
      // Both rooms get the same broadcast; the watcher must show it within a second of the bidder.
      await watcher.expectHighest(amount, scaled(1_000));
      await bidder.expectBidPlaced(amount);
      amount += auction.minimalStep;
    }
    await expect(first.historyRows().first()).toContainText(first.t.history.you);
    await expect(second.historyRows().first()).not.toContainText(second.t.history.you);

    // The leader is told so, the other that it no longer leads; the leader is asked before bidding again.
    await expect(first.position()).toHaveText(first.t.position.representative.leading);
    await expect(second.position()).toHaveText(second.t.position.representative.outbid);
    await first.bidInput().fill(String(amount));
    await first.placeBidButton().click();
    const ask = first.page.getByRole('alertdialog', { name: exactly(first.t.leading.title) });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    // The price as a picture, named, with its text alternative; the table stays.
    const chart = first.page.getByRole('img', { name: exactly(first.t.chart.title) });
    await expect(chart).toBeVisible();
    const final = await controls.auctionByCar(carId, rep1.token);
    const own = final.bids.filter((bid) => bid.bidderId === rep1.userId).length;
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(`^${final.bids.length} bids, rising from .*Your bids: ${own}\\.`),
    );
  });

  test('an auto-bid war resolves as the contract says: one step at a time, the higher limit wins', async ({
    controls,
    seed,
    openPage,
  }) => {
    const { rep1, rep2, auction, carId, first, second } = await twoBiddersInRoom(
      { controls, seed, openPage },
      false,
    );
    const step = auction.minimalStep;
    const start = auction.startingPrice;

    // rep1 opens at the starting price; rep2's autobid (limit start+5 steps) answers at once with start+1 step.
    await first.placeBid(start);
    await second.expectHighest(start);
    await second.placeAutoBid(start + 5 * step);
    await first.expectHighest(start + step);
    // rep1's higher autobid (start+8 steps) starts the war: the bidders alternate one step at a time
    // until rep2's limit is spent, and rep1 leads one step above it (contract §7.5).
    await first.placeAutoBid(start + 8 * step);
    await first.expectHighest(start + 6 * step);
    await second.expectHighest(start + 6 * step);

    const final = await controls.auctionByCar(carId, rep1.token);
    const expected = [0, 1, 2, 3, 4, 5, 6].map((n) => ({
      amount: start + n * step,
      bidderId: n % 2 === 0 ? rep1.userId : rep2.userId,
    }));
    expect(final.bids.map(({ amount, bidderId }) => ({ amount, bidderId }))).toEqual(expected);
    expect(final.highestBid?.bidderId).toBe(rep1.userId);
    await expect(first.historyRows()).toHaveCount(7);
    await expect(second.historyRows()).toHaveCount(7);
    // rep2 is told it was outbid.
    await expect(
      second.page.getByRole('alert').filter({ hasText: second.t.outbid.notice.split('{{')[0] ?? '' }),
    ).toBeVisible();
  });
});
