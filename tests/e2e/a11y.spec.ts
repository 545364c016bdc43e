import { expect, test } from './support/fixtures';
import type { Language } from './pages/AppShell';
import { expectNoSeriousViolations } from './support/axe';
import { settle } from './support/settle';
import { DEMO, type SeedFixtures } from './support/testControls';

/**
 * Every route in both languages (at the project's size): no serious or critical axe violation,
 * and `<html lang>` follows the language. Dialogs have their own sweep in a11y-dialogs.spec.ts.
 */
type Who = keyof typeof DEMO | 'guest';

interface RouteCase {
  name: string;
  who: Who;
  path: (seed: SeedFixtures) => string;
}

const firstOf = (ids: string[], what: string): string => {
  const id = ids[0];
  if (id === undefined) throw new Error(`the seed has no ${what}`);
  return id;
};

const ROUTES: RouteCase[] = [
  { name: 'landing', who: 'guest', path: () => '/' },
  { name: 'unknown path (landing)', who: 'guest', path: () => '/no-such-page' },
  { name: 'register', who: 'guest', path: () => '/register' },
  { name: 'contact', who: 'guest', path: () => '/contact' },
  { name: 'privacy policy', who: 'guest', path: () => '/privacy-policy' },
  { name: 'auctions as a guest', who: 'guest', path: () => '/auctions' },
  { name: 'guarded page as a guest (login prompt)', who: 'guest', path: (seed) => `/user/${seed.sellerId}` },
  { name: 'auctions list', who: 'rep1', path: () => '/auctions' },
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
    name: 'company awaiting approval',
    who: 'lockedCompany',
    path: (seed) => `/user/${seed.lockedCompanyId}`,
  },
  { name: 'representative profile', who: 'rep1', path: (seed) => `/user/${seed.rep1Id}` },
  { name: 'live auction', who: 'rep1', path: (seed) => `/auction/${seed.longHistoryCarId}` },
  {
    name: 'finished auction',
    who: 'rep1',
    path: (seed) => `/auction/${firstOf(seed.finishedCarIds, 'finished auction')}`,
  },
];

const LANGUAGES: Language[] = ['no', 'en'];

test.describe('accessibility of every route', () => {
  for (const route of ROUTES) {
    test(`${route.name} (${route.who})`, async ({ seed, openPage, controls }) => {
      const session = route.who === 'guest' ? undefined : await controls.login(DEMO[route.who]);
      const { page } = await openPage(session ? { session } : {});
      for (const language of LANGUAGES) {
        await page.goto(`${route.path(seed)}?lng=${language}`);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoSeriousViolations(page, `${route.name} in ${language}`);
      }
    });
  }
});
