import { ProfilePage } from './pages/ProfilePage';
import { expect, test } from './support/fixtures';
import { DEMO } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/** The stand-in's ids answer for up to 100 car ids (the test's own count, in parts the server takes). */
async function activeAuctionsOf(
  get: <T>(path: string, token: string) => Promise<T>,
  carIds: readonly string[],
  token: string,
): Promise<number> {
  let count = 0;
  for (let start = 0; start < carIds.length; start += 100) {
    const ids = carIds.slice(start, start + 100).join(',');
    const { totalElements } = await get<{ totalElements: number }>(
      `/api/v1/auctions?status=Aktivt&ids=${ids}&page=0&size=1`,
      token,
    );
    count += totalElements;
  }
  return count;
}

test.describe('a representative with hundreds of saved cars', () => {
  test('sees the auctions of all of them, although one ids= list would pass the server’s 8 KB limit', async ({
    controls,
    request,
    openPage,
  }) => {
    // The stand-in's extra auctions get a few bids each, many of them by rep1: its saved cars grow past 200.
    const seeded = await request.post('/__test/auctions/seed', { data: { count: 350 } });
    expect(seeded.ok()).toBe(true);
    const rep = await controls.login(DEMO.rep1);
    const { savedCarIds } = await controls.apiGet<{ savedCarIds: string[] }>(
      `/api/v1/users/${rep.userId}`,
      rep.token,
    );
    expect(savedCarIds.length).toBeGreaterThan(250);
    const one = await request.get(
      `/api/v1/auctions?status=Aktivt&ids=${savedCarIds.join(',')}&page=0&size=4`,
      {
        headers: { Authorization: `Bearer ${rep.token}` },
      },
    );
    expect(one.status(), 'the server refuses them in one request').toBe(400);
    const active = await activeAuctionsOf(
      (path, token) => controls.apiGet(path, token),
      savedCarIds,
      rep.token,
    );

    const profile = new ProfilePage((await openPage({ session: rep })).page, 'en');
    await profile.open(rep.userId);
    const auctions = profile.page.getByRole('region', { name: 'Your auctions' });
    await expect(auctions.getByRole('listitem').first()).toBeVisible();
    await expect(auctions.getByRole('listitem')).toHaveCount(4);
    await expect(auctions.getByText(`Page 1 of ${Math.ceil(active / 4)}`)).toBeVisible();
    await expect(profile.shell.errorDialog()).toHaveCount(0);
  });
});
