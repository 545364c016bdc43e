import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { HOSTILE, MALFORMED, poisonApi, watchForScript } from './support/hostile';
import { DEMO, type SeedFixtures } from './support/testControls';

// What the app does with server text does not depend on the screen's size: one sweep, on the desktop.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

const AUCTION_BY_CAR = /\/api\/v1\/auctions\/by-car\/[^/?]+$/;
const CAR = /\/api\/v1\/cars\/[0-9a-f-]{36}$/;
const CAR_LIST = /\/api\/v1\/cars\?/;
const AUCTION_LIST = /\/api\/v1\/auctions\?/;
const USER = /\/api\/v1\/users\/[0-9a-f-]{36}$/;

/** The payload is on screen as literal text, so it was rendered as text. */
async function expectShownAsText(page: Page): Promise<void> {
  await expect(page.locator('main#main').getByText('<img src="x"', { exact: false }).first()).toBeVisible();
}

const firstOf = (ids: string[]): string => {
  const id = ids[0];
  if (id === undefined) throw new Error('the seed lacks an id');
  return id;
};

test.describe('hostile server text is shown as text, never run', () => {
  test('auction room: make, model and pushed updates', async ({ page, seed, loginAs, controls }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.rep1);
    await poisonApi(page, AUCTION_BY_CAR);
    await poisonApi(page, CAR);
    await page.goto(`/auction/${seed.longHistoryCarId}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src="x"');
    await expectShownAsText(page);

    // A pushed update with script in its text and in place of the amounts.
    const rep1 = await controls.login(DEMO.rep1);
    const auction = await controls.auctionByCar(seed.longHistoryCarId, rep1.token);
    const topic = `/topic/auction/${seed.longHistoryCarId}`;
    await controls.pushToTopic(
      topic,
      JSON.stringify({ ...auction, carDetails: { ...auction.carDetails, makeModel: HOSTILE } }),
    );
    await controls.pushToTopic(
      topic,
      JSON.stringify({
        ...auction,
        highestBid: { ...auction.highestBid, amount: HOSTILE },
        bids: [{ bidderId: HOSTILE, amount: HOSTILE, placedAt: HOSTILE }],
      }),
    );
    await expect(page.getByRole('region', { name: 'Auction details' })).toBeVisible();
    await script.expectNothingRan();
  });

  test('car page: every text of the car', async ({ page, seed, loginAs }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.seller);
    await poisonApi(page, CAR);
    await page.goto(`/car/${firstOf(seed.sellerCarIdsByStatus.Vurdering)}?lng=en`);
    await expectShownAsText(page);
    await script.expectNothingRan();
  });

  test('company profile: names, organisation and address', async ({ page, seed, loginAs }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.company);
    await poisonApi(page, USER);
    await page.goto(`/user/${seed.companyId}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src="x"');
    await expect(page.locator('main#main input').first()).toHaveValue(HOSTILE);
    await script.expectNothingRan();
  });

  test('seller’s car list: make and model on the cards', async ({ page, seed, loginAs }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.seller);
    await poisonApi(page, CAR_LIST);
    await page.goto(`/user/${seed.sellerId}?lng=en`);
    await expectShownAsText(page);
    await script.expectNothingRan();
  });

  test('auctions list: make and model on the cards', async ({ page, loginAs }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.rep1);
    await poisonApi(page, AUCTION_LIST);
    await page.goto('/auctions?lng=en');
    await expectShownAsText(page);
    await script.expectNothingRan();
  });

  test('error messages from the server', async ({ page, seed, loginAs, controls }) => {
    const script = watchForScript(page);
    await loginAs(page, DEMO.rep1);
    await controls.httpFault({
      status: 409,
      count: 1,
      body: JSON.stringify({ statusCode: 409, message: HOSTILE, timestamp: HOSTILE }),
      pathPrefix: '/api/v1/auctions/by-car/',
    });
    const shell = new AppShell(page, 'en');
    await page.goto(`/auction/${seed.longHistoryCarId}?lng=en`);
    await expect(shell.errorDialog()).toContainText('<img src="x"');
    await script.expectNothingRan();
  });
});

interface MalformedTarget {
  name: string;
  who: keyof typeof DEMO;
  endpoint: RegExp;
  path: (seed: SeedFixtures) => string;
  /**
   * Every malformed answer here; the others get two. Every endpoint checks its answer in one place
   * (api/http.ts against the endpoint's schema, unit-tested), so what differs per page is its error path.
   */
  everyAnswer?: true;
}

const TWO_MALFORMED = MALFORMED.filter(
  ({ name }) => name === 'HTML instead of JSON' || name === 'wrong types',
);

const MALFORMED_TARGETS: MalformedTarget[] = [
  {
    name: 'the auction (by car)',
    who: 'rep1',
    endpoint: AUCTION_BY_CAR,
    path: (seed) => `/auction/${seed.longHistoryCarId}`,
    everyAnswer: true,
  },
  {
    name: 'the car',
    who: 'seller',
    endpoint: CAR,
    path: (seed) => `/car/${firstOf(seed.sellerCarIdsByStatus.Vurdering)}`,
  },
  { name: 'the user', who: 'company', endpoint: USER, path: (seed) => `/user/${seed.companyId}` },
  { name: 'the seller’s cars', who: 'seller', endpoint: CAR_LIST, path: (seed) => `/user/${seed.sellerId}` },
  { name: 'the auctions list', who: 'rep1', endpoint: AUCTION_LIST, path: () => '/auctions' },
];

test.describe('malformed answers end in the error dialog, never a blank page', () => {
  for (const target of MALFORMED_TARGETS) {
    test(`${target.name}`, async ({ page, seed, loginAs }) => {
      await loginAs(page, DEMO[target.who]);
      const shell = new AppShell(page, 'en');
      for (const malformed of target.everyAnswer ? MALFORMED : TWO_MALFORMED) {
        await page.route(target.endpoint, (route) =>
          route.request().method() === 'GET'
            ? route.fulfill({ status: 200, contentType: malformed.contentType, body: malformed.body })
            : route.fallback(),
        );
        await page.goto(`${target.path(seed)}?lng=en`);
        // Every endpoint here loads a page's subject, so a malformed answer must open the error dialog.
        await expect(shell.errorDialog(), malformed.name).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await page.unroute(target.endpoint);
      }
    });
  }
});
