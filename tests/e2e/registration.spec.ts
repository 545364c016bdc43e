import { expect, test } from './support/fixtures';
import { RegisterPage } from './pages/RegisterPage';
import { pdfFile } from './support/files';

// Run once, as the desktop browser: the register page's submission does not depend on the viewport (its layout: a11y, reflow; the BUY dialog on the phone: landing.spec).
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test.describe('registration', () => {
  test('a buyer company registers with its licence PDF and the company can log in', async ({
    page,
    controls,
  }) => {
    const register = new RegisterPage(page, 'en');
    await register.open();
    const card = await register.expandCard('buyer');
    const email = `fjord-eksport-${Date.now()}@demo.no`;
    await register.registerBuyer(
      card,
      {
        email,
        password: 'hemmelig123',
        name: 'Fjord Eksport',
        phoneNumber: '+4792345678',
        organisationName: 'Fjord Eksport AS',
        organisationNumber: String(Date.now()).slice(-9),
        streetAddress: 'Bryggen 3',
        postalLocation: 'Bergen',
        postalCode: '5003',
        country: 'Norway',
      },
      [pdfFile('firmaattest.pdf')],
    );
    await register.expectRegistered(card);
    await expect(card.getByText('User is succesfully registered!')).toBeVisible();
    // The progress bar shows on steps 1 and 2 only.
    await expect(card.getByRole('progressbar')).toHaveCount(0);

    const session = await controls.login(email, 'hemmelig123');
    expect(session.role).toBe('BUYER_COMPANY');
  });
});
