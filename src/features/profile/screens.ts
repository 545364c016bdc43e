import type { ScreenDeclaration } from '../../lazyScreen';

/**
 * /user/{id} for every role: the seller's car cards show car statuses (`cars`), the company's
 * representatives (`company`) and every representative's auction cards (`auctions`).
 */
export const profileScreen: ScreenDeclaration = {
  namespaces: ['profile', 'cars', 'company', 'auctions', 'ui'],
  load: () => import('./ProfilePage').then((module) => module.ProfilePage),
};
