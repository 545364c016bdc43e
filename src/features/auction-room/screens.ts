import type { ScreenDeclaration } from '../../i18n/screenTexts';

/**
 * /auction/{carId}: the live auction, with the car's gallery and specification (`cars`) and the
 * Follow toggle (`auctions`).
 */
export const auctionRoomScreen: ScreenDeclaration = {
  namespaces: ['auctionRoom', 'auctions', 'cars'],
  load: () => import('./AuctionRoomPage').then((module) => module.AuctionRoomPage),
};
