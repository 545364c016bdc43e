import { AuctionRoomPage } from '../pages/AuctionRoomPage';
import type { OpenedPage } from './fixtures';
import { DEMO, type LoginAnswer, type SeedFixtures, type TestControls } from './testControls';

interface Arrange {
  controls: TestControls;
  seed: SeedFixtures;
  openPage: (options?: { session?: LoginAnswer }) => Promise<OpenedPage>;
}

/**
 * Both representatives in the room of a quiet auction (with or without bids yet), each in a
 * browser of their own, both connected.
 */
export async function twoBiddersInRoom({ controls, seed, openPage }: Arrange, withBids: boolean) {
  const rep1 = await controls.login(DEMO.rep1);
  const rep2 = await controls.login(DEMO.rep2);
  const auction = await controls.quietAuction(seed, rep1.token, withBids);
  const carId = auction.carDetails.carId;
  const first = new AuctionRoomPage((await openPage({ session: rep1 })).page);
  const second = new AuctionRoomPage((await openPage({ session: rep2 })).page);
  await first.open(carId);
  await second.open(carId);
  await first.expectConnection('connected');
  await second.expectConnection('connected');
  return { rep1, rep2, auction, carId, first, second };
}
