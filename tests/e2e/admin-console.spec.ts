import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/** The day after tomorrow as a Norwegian date (DD.MM.YYYY): the start form's end date. */
function dayAfterTomorrowInNorway(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() + 2 * 86_400_000));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

interface QueueCar {
  id: string;
  registrationNumber: string;
  make: string;
  model: string;
}

/** The user lists and the operator's reads a non-operator must never cause. */
const CONSOLE_REQUEST =
  /\/api\/v1\/(users(\/sellers|\/buyers|\/admins)?(\?|$)|cars\?status=|auctions\/by-status)/;

function watchConsoleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (CONSOLE_REQUEST.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('the operator console', () => {
  test('an operator starts an auction from an application, lands in its room, then pauses it', async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs(page, 'admin@demo.no');
    const queue = (await (await request.get('/api/v1/cars?status=Vurdering&size=50')).json()) as {
      items: QueueCar[];
    };
    const car = queue.items.find(({ make }) => make !== 'N/A');
    if (!car) throw new Error('the seed has no application with known data');
    const makeModel = `${car.make} ${car.model}`;

    await page.goto('/admin?lng=en');
    await expect(page).toHaveURL(/\/admin\/applications/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const application = page.getByRole('article', { name: new RegExp(car.registrationNumber) });
    await expect(application).toContainText(makeModel);
    // The demo's quick submission whose lookup failed is flagged, not shown as facts.
    await expect(page.getByText('Data missing').first()).toBeVisible();

    await application.getByRole('button', { name: `Start auction for ${car.registrationNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Start auction for ${car.registrationNumber}` });
    await dialog.getByLabel(/^Minimal step/).fill('1000');
    await dialog.getByLabel(/^End date/).fill(dayAfterTomorrowInNorway());
    await dialog.getByLabel(/^End time/).fill('18:30');
    await dialog.getByRole('button', { name: 'Start auction' }).click();

    await expect(page).toHaveURL(new RegExp(`/auction/${car.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(makeModel) })).toBeVisible();

    await page.goto('/admin/auctions?lng=en');
    await page.getByLabel('Filter by make and model').fill(makeModel);
    const active = page.getByRole('region', { name: /^Active/ });
    await active.getByRole('button', { name: `Pause ${makeModel}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${makeModel} is paused.` })).toBeVisible();
    const paused = page.getByRole('region', { name: /^Paused/ });
    await expect(paused.getByRole('button', { name: `Resume ${makeModel}` })).toBeVisible();
    await expect(active.getByRole('article', { name: new RegExp(makeModel) })).toHaveCount(0);
  });

  test('a representative at /admin gets the refusal page and no console request is made', async ({
    page,
    loginAs,
  }) => {
    await loginAs(page, 'rep1@demo.no');
    const seen = watchConsoleRequests(page);
    await page.goto('/admin?lng=no');
    await expect(page.getByRole('heading', { level: 1, name: 'Ikke for din rolle' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Konsollets deler' })).toHaveCount(0);
    await page.goto('/admin/auctions?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
    expect(seen).toEqual([]);
  });
});
