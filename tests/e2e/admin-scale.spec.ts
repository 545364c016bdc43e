import { pngFile } from './support/files';
import { expect, test } from './support/fixtures';
import { OperatorConsole } from './support/operator';

// The console's lists do not depend on the viewport: run once, as the desktop browser.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('the operator console at real scale (issue 29, large data set)', () => {
  test.beforeEach(async ({ controls }) => {
    await controls.seedLargeData();
    await controls.setLookupDelay(0);
  });

  test('a new application without photos comes first among 2,000 cars, is found, starts only after a photo, and paused past its end resumes with a new end', async ({
    page,
    request,
    controls,
    loginAs,
  }) => {
    await loginAs(page, 'admin@demo.no');
    const operatorConsole = new OperatorConsole(page, 'en');
    // The operator has listed the queue before: what arrives after that is new to them. The backend keeps
    // no date and no order (product-rules §12, "New applications").
    await operatorConsole.openApplications();
    await expect(page.getByRole('article').first()).toBeVisible();
    await controls.submitQuickly({ name: 'Nora Nysalg', phoneNumber: '+47 477 12 345' }, 'NY12345');
    await operatorConsole.openApplications();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/^NY12345/);
    await expect(page.getByRole('article').first()).toContainText('New');
    const card = await operatorConsole.findApplication('NY12345');
    await expect(card).toContainText('Nora Nysalg');
    await expect(page).toHaveURL(/[?&]q=NY12345/);

    // Production refuses a start without a photo (NewAuctionRequest): the card says so, the fix comes first.
    await expect(card.getByText('a photo (Add photos)')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Start auction/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Add photos to NY12345' }).click();
    const photos = page.getByRole('dialog', { name: 'Add photos to NY12345' });
    await photos.locator('input[type="file"]:not([capture])').setInputFiles(pngFile('front.png'));
    await photos.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('1 photo was added to NY12345.')).toBeVisible();

    await card.getByRole('button', { name: 'Start auction for NY12345' }).click();
    await page
      .getByRole('dialog', { name: 'Start auction for NY12345' })
      .getByRole('button', { name: 'Start auction' })
      .click();
    const notice = page.getByRole('region', { name: /has started$/ });
    await expect(notice.getByText(/The seller is not told automatically/)).toBeVisible();
    await expect(notice.getByRole('link', { name: '+47 477 12 345' })).toHaveAttribute(
      'href',
      'tel:+4747712345',
    );
    const makeModel = ((await notice.getByRole('heading').textContent()) ?? '')
      .replace('The auction of ', '')
      .replace(' has started', '');
    const carId = ((await notice.getByRole('link', { name: 'Open the auction' }).getAttribute('href')) ?? '')
      .split('/')
      .pop();

    // Paused, and its end passes meanwhile: the finish that fires then is dropped (contract §14.2).
    await page.goto('/admin/auctions?lng=en');
    await page.getByLabel('Filter by make and model').fill(makeModel);
    const row = (status: 'Active' | 'Paused') =>
      page
        .getByRole('region', { name: new RegExp(`^${status}`) })
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/auction/${carId}"]`) });
    await row('Active')
      .getByRole('button', { name: /^Pause/ })
      .click();
    await expect(row('Paused')).toBeVisible();
    await controls.setAuctionEnd(carId ?? '', new Date(Date.now() - 60_000));
    await page.reload();
    await expect(row('Paused').getByText('End passed')).toBeVisible();
    await row('Paused')
      .getByRole('button', { name: /^Resume/ })
      .click();
    const resume = page.getByRole('dialog', { name: `Resume the auction of ${makeModel}` });
    await expect(resume.getByText(/needs a new end, at least one hour ahead/)).toBeVisible();
    await resume.getByRole('button', { name: 'Resume with this end' }).click();
    await expect(page.getByText(`${makeModel} is active again until its new end.`)).toBeVisible();
    const { token } = await controls.login('admin@demo.no');
    const read = await request.get(`/api/v1/auctions/by-car/${carId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const auction = (await read.json()) as { status: string; endDateTime: string };
    expect(auction.status).toBe('ACTIVE');
    expect(Date.parse(auction.endDateTime)).toBeGreaterThan(Date.now() + 3_600_000);
  });

  test('finds both users behind a shared phone number, typed either way', async ({
    page,
    controls,
    loginAs,
  }) => {
    // A seller who submits twice becomes two one-time sellers (contract §4.2).
    await controls.submitQuickly({ name: 'Per To Ganger', phoneNumber: '+47 466 55 443' }, 'TG10001');
    await controls.submitQuickly({ name: 'Per To Ganger', phoneNumber: '46655443' }, 'TG10002');
    await loginAs(page, 'admin@demo.no');
    await page.goto('/admin/users?lng=en');
    await page.getByRole('searchbox', { name: /^Name, e-mail or phone number/ }).fill('+4746655443');
    await expect(page.getByText('2 users found')).toBeVisible();
    const matches = page.getByRole('list', { name: 'Users found' }).getByRole('article');
    await expect(matches).toHaveCount(2);
    await expect(matches.filter({ hasText: '+47 466 55 443' })).toHaveCount(1);
    await expect(matches.filter({ hasText: /^(?!.*\+47).*46655443/ })).toHaveCount(1);
    await expect(matches.getByText('Locked')).toHaveCount(0);
  });

  test('approves a company found by its organisation number among 400', async ({ page, loginAs }) => {
    await loginAs(page, 'admin@demo.no');
    await page.goto('/admin/companies?lng=en');
    await expect(page.getByRole('heading', { name: /^Awaiting approval \(\d+\)$/ })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find a company' }).fill('800000007');
    const awaiting = page.getByRole('list', { name: /^Awaiting approval \(1 of \d+\)$/ });
    await awaiting.getByRole('button', { name: 'Approve Bench Bil 7 AS' }).click();
    await page
      .getByRole('alertdialog', { name: 'Approve Bench Bil 7 AS?' })
      .getByRole('button', { name: 'Approve' })
      .click();
    const approved = page.getByRole('list', { name: /^Approved companies \(1 of \d+\)$/ });
    await expect(approved.getByRole('article', { name: 'Bench Bil 7 AS' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Awaiting approval \(0 of \d+\)$/ })).toBeVisible();
  });
});
