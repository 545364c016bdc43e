import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { expect, test } from './support/fixtures';
import { OPERATOR_EMAIL } from './support/operator';
import { exactly } from './support/texts';
import { DEMO } from './support/testControls';
import { norwegianParts, inNorway } from './support/norwegianTime';

/**
 * Issue 30: every time is Norwegian time, wherever the browser is. A browser in New York (six hours
 * behind Oslo) reads the same end time in the room and in the console, and is told it is Norwegian
 * time. Viewport-independent: run once, as the desktop browser.
 */
test.use({ timezoneId: 'America/New_York' });
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test('a browser in New York reads Norwegian times, noted as such, in the room, its bid history and the console', async ({
  controls,
  seed,
  openPage,
}) => {
  const rep = await controls.login(DEMO.rep1);
  const auction = await controls.quietAuction(seed, rep.token, true);
  const carId = auction.carDetails.carId;
  // Three days ahead, on the minute: far from the end (no anti-sniping), and a different clock in New York.
  const end = new Date(Math.floor((Date.now() + 3 * 86_400_000) / 60_000) * 60_000);
  await controls.setAuctionEnd(carId, end);
  const newest = auction.bids.at(-1);
  if (!newest) throw new Error('the quiet auction has no bids');

  const room = new AuctionRoomPage((await openPage({ session: rep })).page, 'en');
  await room.open(carId);
  expect(await room.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );
  await expect(room.details()).toContainText(`Ends ${inNorway(end)} (Norwegian time)`);
  const history = room.page.getByRole('table', { name: exactly(room.t.history.title) });
  await expect(history.getByRole('columnheader', { name: 'Time (Norwegian time)' })).toBeVisible();
  const { date, time } = norwegianParts(newest.placedAt, { seconds: true });
  await expect(room.historyRows().first().locator('td').last()).toHaveText(`${date}${time}`);

  const operator = await controls.login(OPERATOR_EMAIL);
  const { page } = await openPage({ session: operator });
  await page.goto('/admin/auctions?lng=no');
  await page.getByLabel('Filtrer på merke og modell').fill(auction.carDetails.makeModel);
  const row = page
    .getByRole('region', { name: /^Aktive/ })
    .getByRole('article', { name: new RegExp(auction.carDetails.makeModel) })
    .first();
  await expect(row.locator('div').filter({ hasText: 'Slutter (norsk tid)' }).locator('dd')).toHaveText(
    inNorway(end),
  );
});
