import type { ScreenDeclaration } from '../../i18n/screenTexts';
import { sessionSnapshot } from '../../session/sessionStore';

/** The finder's code, which a guest never needs. */
export const loadFinder = () => import('./AuctionFinder');

/** /auctions: the list of auction cards (loaded beside the page for a logged-in user), or the guest's prompt. */
export const auctionsScreen: ScreenDeclaration = {
  namespaces: ['auctions'],
  load: () => {
    // Not while prerendering (no browser, no session): the prerendered page is a guest's.
    if (typeof window !== 'undefined' && sessionSnapshot().userId !== null)
      loadFinder().catch(() => undefined);
    return import('./AuctionsPage').then((module) => module.AuctionsPage);
  },
};
