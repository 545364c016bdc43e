import type { ScreenDeclaration } from '../../i18n/screenTexts';

/** /auction/{carId}: the live auction, with the car's gallery and specification (`cars`). */
export const auctionRoomScreen: ScreenDeclaration = {
  namespaces: ['auctionRoom', 'cars'],
  load: () => import('./AuctionRoomPage').then((module) => module.AuctionRoomPage),
};
