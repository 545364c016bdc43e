import type { ScreenDeclaration } from '../../i18n/screenTexts';

/**
 * /admin: the operator's console. The layout holds the role check and the sections' navigation;
 * each section is a chunk of its own, loaded only once the layout has let an operator in.
 */
export const adminLayoutScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./shell/AdminLayout').then((module) => module.AdminLayout),
};

export const applicationsScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./applications/ApplicationsScreen').then((module) => module.ApplicationsScreen),
};

export const auctionsBoardScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./auctions/AuctionsBoardScreen').then((module) => module.AuctionsBoardScreen),
};

export const companiesScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./companies/CompaniesScreen').then((module) => module.CompaniesScreen),
};

export const dealsScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./deals/DealsScreen').then((module) => module.DealsScreen),
};

export const usersScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () => import('./users/UsersScreen').then((module) => module.UsersScreen),
};
