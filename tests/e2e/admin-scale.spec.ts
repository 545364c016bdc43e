import { expect, test } from './support/fixtures';
import { OperatorConsole } from './support/operator';

// The console's lists do not depend on the viewport: run once, as the desktop browser.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('the operator console at real scale (issue 29, large data set)', () => {
  test.beforeEach(async ({ controls }) => {
    await controls.seedLargeData();
    await controls.setLookupDelay(0);
  });

  test('a new application without photos comes first among 2,000 cars, and the search finds it', async ({
    page,
    controls,
    loginAs,
  }) => {
    await controls.submitQuickly({ name: 'Nora Nysalg', phoneNumber: '+47 477 12 345' }, 'NY12345');
    await loginAs(page, 'admin@demo.no');
    const operatorConsole = new OperatorConsole(page, 'en');
    await operatorConsole.openApplications();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(/^NY12345/);
    const card = await operatorConsole.findApplication('NY12345');
    await expect(card).toContainText('Nora Nysalg');
    await expect(page).toHaveURL(/[?&]q=NY12345/);
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
