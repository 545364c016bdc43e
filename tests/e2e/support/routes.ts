import type { DEMO, SeedFixtures } from './testControls';

/** Every route of the app (spec §2), with who opens it: shared by the accessibility and reflow sweeps. */
export type Who = keyof typeof DEMO | 'guest';

export interface RouteCase {
  name: string;
  who: Who;
  path: (seed: SeedFixtures) => string;
}

const firstOf = (ids: string[], what: string): string => {
  const id = ids[0];
  if (id === undefined) throw new Error(`the seed has no ${what}`);
  return id;
};

export const ROUTES: RouteCase[] = [
  { name: 'landing', who: 'guest', path: () => '/' },
  { name: 'unknown path (not found)', who: 'guest', path: () => '/no-such-page' },
  { name: 'register', who: 'guest', path: () => '/register' },
  { name: 'contact', who: 'guest', path: () => '/contact' },
  { name: 'privacy policy', who: 'guest', path: () => '/privacy-policy' },
  { name: 'terms of use', who: 'guest', path: () => '/terms' },
  { name: 'auctions as a guest', who: 'guest', path: () => '/auctions' },
  { name: 'guarded page as a guest (login prompt)', who: 'guest', path: (seed) => `/user/${seed.sellerId}` },
  { name: 'auctions list', who: 'rep1', path: () => '/auctions' },
  { name: 'desk, nothing followed yet', who: 'rep1', path: () => '/desk' },
  { name: 'desk of a company', who: 'company', path: () => '/desk' },
  { name: 'seller profile', who: 'seller', path: (seed) => `/user/${seed.sellerId}` },
  { name: 'add car', who: 'seller', path: (seed) => `/user/${seed.sellerId}/add-car` },
  {
    name: 'car page',
    who: 'seller',
    path: (seed) => `/car/${firstOf(seed.sellerCarIdsByStatus.Vurdering, 'car in review')}`,
  },
  {
    name: 'edit car',
    who: 'seller',
    path: (seed) => `/car/${firstOf(seed.sellerCarIdsByStatus.Vurdering, 'car in review')}/edit`,
  },
  { name: 'company profile', who: 'company', path: (seed) => `/user/${seed.companyId}` },
  {
    name: 'add car as a company (sellers only)',
    who: 'company',
    path: (seed) => `/user/${seed.companyId}/add-car`,
  },
  {
    name: 'company awaiting approval',
    who: 'lockedCompany',
    path: (seed) => `/user/${seed.lockedCompanyId}`,
  },
  { name: 'representative profile', who: 'rep1', path: (seed) => `/user/${seed.rep1Id}` },
  { name: 'live auction', who: 'rep1', path: (seed) => `/auction/${seed.longHistoryCarId}` },
  { name: 'console applications', who: 'admin', path: () => '/admin/applications' },
  { name: 'console auctions', who: 'admin', path: () => '/admin/auctions' },
  { name: 'console companies', who: 'admin', path: () => '/admin/companies' },
  { name: 'console deals', who: 'admin', path: () => '/admin/deals' },
  { name: 'console users', who: 'admin', path: () => '/admin/users' },
  { name: 'console refused to a representative', who: 'rep1', path: () => '/admin' },
  {
    name: 'finished auction',
    who: 'rep1',
    path: (seed) => `/auction/${firstOf(seed.finishedCarIds, 'finished auction')}`,
  },
];
