import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { DEMO, DEMO_PASSWORD } from './support/testControls';

test.describe('logging in', () => {
  test('the demo seller logs in with the dialog and lands on the profile', async ({ page, seed }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.openLoginDialog();
    await shell.logInWithDialog(DEMO.seller, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}$`));
    expect(await page.evaluate(() => sessionStorage.getItem('userId'))).toBe(seed.sellerId);
  });

  test('a wrong password is reported in the dialog, which stays open', async ({ page }) => {
    const shell = new AppShell(page, 'en');
    await shell.goto('/', 'en');
    const dialog = await shell.openLoginDialog();
    await dialog.getByLabel(/e-mail/i).fill(DEMO.seller);
    await dialog.getByLabel(/^password/i).fill('wrong-password');
    await dialog.getByRole('button', { name: /^log in$/i }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Invalid credentials. Please check email or password.',
    );
    await expect(dialog).toBeVisible();
  });
});
