import type { ScreenDeclaration } from '../../lazyScreen';

/**
 * The console's sections, each its own chunk with the texts it declares (loaded by lazyScreen).
 * Every section has a search field and forms: their field texts are `ui`'s (ui/fields).
 */
export const applicationsScreen: ScreenDeclaration = {
  // `ui` also: the photo picker and the upload's progress (Add photos).
  namespaces: ['admin', 'ui'],
  load: () => import('./applications/ApplicationsScreen').then((module) => module.ApplicationsScreen),
};

export const auctionsBoardScreen: ScreenDeclaration = {
  namespaces: ['admin', 'ui'],
  load: () => import('./auctions/AuctionsBoardScreen').then((module) => module.AuctionsBoardScreen),
};

export const companiesScreen: ScreenDeclaration = {
  namespaces: ['adminPeople', 'ui'],
  load: () => import('./companies/CompaniesScreen').then((module) => module.CompaniesScreen),
};

export const dealsScreen: ScreenDeclaration = {
  // `admin`: a restart is the board's dialog (shared/AuctionTermsDialog), the same fields and words.
  namespaces: ['adminPeople', 'admin', 'ui'],
  load: () => import('./deals/DealsScreen').then((module) => module.DealsScreen),
};

export const usersScreen: ScreenDeclaration = {
  // `cars`: the cars deleted with a seller are named with their status (product/SellerCarsAtStake);
  // `company`: a new password is handed over as a company hands over its representative's.
  namespaces: ['adminPeople', 'cars', 'company', 'ui'],
  load: () => import('./users/UsersScreen').then((module) => module.UsersScreen),
};
