import type { ScreenDeclaration } from '../../lazyScreen';

/** /auctions: the list of auction cards, or the guest's prompt (AuctionsPage loads the finder only for a session). */
export const auctionsScreen: ScreenDeclaration = {
  namespaces: ['auctions', 'ui'],
  load: () => import('./AuctionsPage').then((module) => module.AuctionsPage),
};
