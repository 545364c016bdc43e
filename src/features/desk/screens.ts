import type { ScreenDeclaration } from '../../lazyScreen';

/**
 * /desk: every followed auction, live. Its rows show the auction cards' Follow toggle
 * (`auctions`) and the room's bid progress and connection words (`auctionRoom`).
 */
export const deskScreen: ScreenDeclaration = {
  namespaces: ['desk', 'auctions', 'auctionRoom'],
  load: () => import('./DeskPage').then((module) => module.DeskPage),
};
