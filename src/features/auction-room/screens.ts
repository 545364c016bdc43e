import type { ScreenDeclaration } from '../../lazyScreen';

/** /auction/{carId}: the live auction, with the car's gallery and specification (`cars`) and the outcome and notification texts (`auctions`). */
export const auctionRoomScreen: ScreenDeclaration = {
  namespaces: ['auctionRoom', 'cars', 'auctions', 'ui'],
  load: () => import('./AuctionRoomPage').then((module) => module.AuctionRoomPage),
};
