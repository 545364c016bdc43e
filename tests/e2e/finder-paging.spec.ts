import { FinderPage } from './pages/FinderPage';
import { expect, test } from './support/fixtures';
import { DEMO } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('the finder while bids move rows between pages', () => {
  test('lists every active auction although rows move between the page requests', async ({
    controls,
    request,
    openPage,
  }) => {
    const rep = await controls.login(DEMO.rep1);
    // Enough auctions for three of the finder's pages of 200.
    const seeded = await request.post('/__test/auctions/seed', { data: { count: 450 } });
    expect(seeded.ok()).toBe(true);
    const count = async (status: string) =>
      (
        await controls.apiGet<{ totalElements: number }>(
          `/api/v1/auctions?status=${status}&page=0&size=1`,
          rep.token,
        )
      ).totalElements;
    const running = await count('Aktivt');
    expect(running).toBeGreaterThan(400);
    // The finder lists the paused auctions with the running ones (spec §10).
    const totalElements = running + (await count('Deaktivert'));
    // From now on every answered page moves the first active row to the end, as a bid does in
    // production (no ORDER BY, contract §14.3): a walk by page number skips one auction a page.
    const reorder = await request.post('/__test/auctions/reorder', { data: { enabled: true } });
    expect(reorder.ok()).toBe(true);

    const finder = new FinderPage((await openPage({ session: rep })).page, 'en');
    await finder.open();
    await expect(finder.page.getByRole('status').filter({ hasText: /auctions?$/ })).toHaveText(
      `${totalElements} auctions`,
    );
  });
});
