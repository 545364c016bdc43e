import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { ProfilePage } from './pages/ProfilePage';
import { DEMO, DEMO_PASSWORD } from './support/testControls';

// Run once, as the desktop browser: a company's representatives are managed the same at every size (the phone's login menu is login.spec's).
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('buyer company and representatives', () => {
  test('a company adds a representative, who logs in and sees a read-only profile', async ({
    page,
    seed,
    loginAs,
    openPage,
  }) => {
    await loginAs(page, DEMO.company);
    const company = new ProfilePage(page, 'en');
    await company.open(seed.companyId);
    const rep = {
      name: 'Per Budgiver',
      phoneNumber: '+4798765432',
      email: `per-${Date.now()}@demo.no`,
      password: 'budgiver123',
    };
    await company.addRepresentative(rep);

    const { page: repPage } = await openPage();
    const shell = new AppShell(repPage, 'en');
    await shell.goto('/', 'en');
    await shell.openLoginDialog();
    await shell.logInWithDialog(rep.email, rep.password);
    await expect(repPage).toHaveURL(/\/user\/[0-9a-f-]+$/);
    const repProfile = new ProfilePage(repPage, 'en');
    await repProfile.expectLoaded();
    await expect(repProfile.field('Name')).toHaveValue(rep.name);
    await expect(repProfile.field('E-mail')).toHaveValue(rep.email);
    // Read-only: no way to change the data, and the fields cannot be typed into.
    await expect(repPage.getByRole('button', { name: 'Change data' })).toHaveCount(0);
    await expect(repProfile.field('Name')).not.toBeEditable();
  });

  test('the company awaiting approval sees the notice and cannot add a representative', async ({
    page,
    seed,
  }) => {
    const shell = new AppShell(page, 'en');
    await shell.goto('/', 'en');
    await shell.openLoginDialog();
    await shell.logInWithDialog(DEMO.lockedCompany, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/user/${seed.lockedCompanyId}$`));
    const profile = new ProfilePage(page, 'en');
    await profile.expectLoaded();
    await expect(
      page.getByText('Your account is not yet approved, so new representatives cannot be added.'),
    ).toBeVisible();
    await expect(profile.addRepresentativeButton()).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
