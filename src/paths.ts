/** Every route path of the app, built in one place (spec §2 route table). */
export const routePatterns = {
  home: '/',
  register: '/register',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  auctions: '/auctions',
  user: '/user/:id',
  addCar: '/user/:id/add-car',
  car: '/car/:id',
  editCar: '/car/:id/edit',
  auction: '/auction/:carId',
  desk: '/desk',
  /** The operator's console; its sections are routed below it (features/admin/AdminConsole.tsx). */
  admin: '/admin/*',
} as const;

/** The operator console's sections, each a path segment below /admin. */
export type AdminSection = 'applications' | 'auctions' | 'companies' | 'deals' | 'users';

const segment = encodeURIComponent;

/** The Auctions board's parameter that shows the auction of one car only (features/admin/auctions). */
export const BOARD_CAR_PARAM = 'car';

export const paths = {
  home: () => '/',
  register: () => '/register',
  contact: () => '/contact',
  privacyPolicy: () => '/privacy-policy',
  /** The terms of use and the auction rules, linked from every "I accept" and the footer. */
  terms: () => '/terms',
  auctions: () => '/auctions',
  user: (userId: string) => `/user/${segment(userId)}`,
  addCar: (userId: string) => `/user/${segment(userId)}/add-car`,
  car: (carId: string) => `/car/${segment(carId)}`,
  editCar: (carId: string) => `/car/${segment(carId)}/edit`,
  /** The auction page is keyed by the car id. */
  auction: (carId: string) => `/auction/${segment(carId)}`,
  /** Every followed auction, live (buyer companies and representatives). */
  desk: () => '/desk',
  /** The operator's console (ADMIN and SUPER_ADMIN), or one of its sections; it opens at the applications. */
  admin: (section?: AdminSection) => (section ? `/admin/${section}` : '/admin'),
  /** The console's Auctions board showing only the auction of this car. */
  boardAuctionOf: (carId: string) =>
    `/admin/auctions?${new URLSearchParams({ [BOARD_CAR_PARAM]: carId }).toString()}`,
};
