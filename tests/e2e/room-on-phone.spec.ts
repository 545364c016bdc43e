import { expect, test } from './support/fixtures';
import { DEMO } from './support/testControls';
import { AuctionRoomPage } from './pages/AuctionRoomPage';

// The phone's layout is the point: on the desktop the bid form sits beside the gallery anyway.
test.skip(({ isMobile }) => !isMobile, 'phone layout: the desktop shows the form beside the gallery');

test('on a phone, the room shows the price and the bid form without scrolling past the photos', async ({
  controls,
  seed,
  openPage,
}) => {
  const rep1 = await controls.login(DEMO.rep1);
  const auction = await controls.quietAuction(seed, rep1.token, true);
  const room = new AuctionRoomPage((await openPage({ session: rep1 })).page, 'no');
  await room.open(auction.carDetails.carId);
  const viewport = room.page.viewportSize();
  if (!viewport) throw new Error('the phone project has a viewport');
  await expect(room.bidInput()).toBeInViewport();
  const field = await room.bidInput().boundingBox();
  expect(field && field.y + field.height).toBeLessThanOrEqual(viewport.height);
  await expect(room.highestBid()).toBeInViewport();
});
