import { AppShell } from './pages/AppShell';
import { expect, test } from './support/fixtures';
import { OperatorConsole } from './support/operator';
import { DEMO, DEMO_PASSWORD } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('a forgotten password (issue 37)', () => {
  test('a seller who forgot it is told whom to ask, gets a new one from an operator, logs in with it and chooses their own', async ({
    page,
    seed,
    controls,
    openPage,
  }) => {
    // Two browsers and a console that reads every user: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    // The seller cannot log in, and the dialog says what to do: no e-mail is promised.
    const shell = new AppShell(page);
    await shell.goto('/');
    const login = await shell.openLoginDialog();
    await login.getByRole('button', { name: 'Glemt passordet?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Glemt passordet?' });
    await expect(forgot).toContainText('Vi kan ikke sende deg et nytt passord på e-post.');
    await expect(forgot).toContainText('Spør bedriften din.');
    await expect(forgot.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await forgot.getByRole('button', { name: 'Tilbake til innlogging' }).click();
    await expect(shell.loginDialog()).toBeVisible();

    // The seller calls; the operator gives a new password from the console, shown once.
    const operator = await openPage({ session: await controls.login(DEMO.admin) });
    const seller = await new OperatorConsole(operator.page, 'en').findUser(DEMO.seller, 'Siri Selger');
    await seller.getByRole('button', { name: 'Give a new password' }).click();
    await seller.getByRole('button', { name: 'Suggest a password' }).click();
    await seller.getByRole('button', { name: 'Set password' }).click();
    const confirm = operator.page.getByRole('alertdialog', { name: 'Give Siri Selger a new password?' });
    await confirm.getByRole('button', { name: 'Set password' }).click();
    const handover = seller.getByRole('region', { name: 'Siri Selger has a new password' });
    await expect(handover).toContainText('choose a password of your own under "Change password"');
    const temporary = (await handover.getByLabel('New password').textContent()) ?? '';
    expect(temporary).toMatch(/^\S{4}-\S{4}-\S{4}$/);
    await handover.getByRole('button', { name: 'Hide the password' }).click();
    await expect(seller).not.toContainText(temporary);

    // The old password no longer works; the new one does, and the seller lands on the profile.
    const dialog = shell.loginDialog();
    await dialog.getByLabel(/e-post/i).fill(DEMO.seller);
    await dialog
      .getByLabel(/^passord/i)
      .first()
      .fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: /logg inn/i }).click();
    await expect(dialog.getByRole('alert')).toContainText('Feil e-post eller passord.');
    await shell.logInWithDialog(DEMO.seller, temporary);
    await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}$`));

    // The seller chooses a password of their own on the profile page.
    const own = 'mitt-eget-passord-2026';
    const change = page.getByRole('region', { name: 'Endre passord' });
    await change.getByLabel(/^Nytt passord/).fill(own);
    await change.getByRole('button', { name: 'Endre passord' }).click();
    await expect(change.getByRole('status')).toHaveText('Passordet er endret!');
    await controls.login(DEMO.seller, own);
    await expect(controls.login(DEMO.seller, temporary)).rejects.toThrow();
  });
});
