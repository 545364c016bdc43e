import { expect, test } from './support/fixtures';
import { LandingPage } from './pages/LandingPage';
import { RegisterPage } from './pages/RegisterPage';
import { jpegFile, pdfFile, pngFile } from './support/files';

test.describe('landing page', () => {
  test('a newcomer browses, switches language (the <html lang> follows) and opens every FAQ', async ({
    page,
  }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    const norwegianAnswers = await landing.openEveryFaq();

    await landing.switchLanguage('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByText('Want to see more and participate in auctions?', { exact: false }),
    ).toBeVisible();
    // The answers stay open and now read in English; they close and open again on click.
    await landing.closeEveryFaq();
    const englishAnswers = await landing.openEveryFaq();
    expect(
      englishAnswers.every((answer, index) => answer.length > 0 && answer !== norwegianAnswers[index]),
    ).toBe(true);
    // The choice is kept: a reload stays in English.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(landing.headline()).toBeVisible();
  });

  test('a seller submits a car with photos through the quick-submission dialog', async ({
    page,
    controls,
  }) => {
    const landing = new LandingPage(page, 'en');
    await landing.open();
    const dialog = await landing.openSellDialog();
    const registrationNumber = `EL${String(Date.now()).slice(-5)}`;
    await landing.submitCar(dialog, {
      name: 'Ola Nordmann',
      phoneNumber: '+4741234567',
      registrationNumber,
      kilometers: 84000,
      expectedPrice: 145000,
      photos: [pngFile('front.png'), await jpegFile(page, 'side.jpg')],
    });
    await landing.expectApplicationSent(dialog);
    await expect(dialog.getByText('Application was sent!')).toBeVisible();
    const exists = await controls.apiGet<boolean>(`/api/v1/cars/exists?regNumber=${registrationNumber}`);
    expect(exists).toBe(true);
  });

  test('the same registration number again is refused before sending', async ({
    page,
    seed,
    controls,
    isMobile,
  }) => {
    // Run once, as the desktop browser: the check before sending does not depend on the viewport
    // (the SELL dialog on the phone: the test above).
    test.skip(isMobile, 'viewport-independent: run once, as the desktop browser');
    const seller = await controls.login('selger@demo.no');
    const existing = await controls.apiGet<{ registrationNumber: string }>(
      `/api/v1/cars/${seed.sellerCarIdsByStatus.Vurdering[0] ?? ''}`,
      seller.token,
    );
    const landing = new LandingPage(page, 'en');
    await landing.open();
    const dialog = await landing.openSellDialog();
    await landing.submitCar(dialog, {
      name: 'Ola Nordmann',
      phoneNumber: '+4741234567',
      registrationNumber: ` ${existing.registrationNumber} `,
      kilometers: 1000,
      photos: [],
    });
    await expect(dialog.getByText('Car with this Registration number already exists.')).toBeVisible();
  });

  test('a buyer company registers from the BUY dialog with its licence PDF', async ({
    page,
    controls,
    isMobile,
  }) => {
    // Run once, as the desktop browser: the registration does not depend on the viewport (the BUY
    // dialog at the phone's size: a11y-dialogs.spec; a dialog's journey on the phone: the SELL test).
    test.skip(isMobile, 'viewport-independent: run once, as the desktop browser');
    const landing = new LandingPage(page, 'en');
    await landing.open();
    const dialog = await landing.openBuyDialog();
    const email = `vestbil-${Date.now()}@demo.no`;
    await new RegisterPage(page, 'en').registerBuyer(
      dialog,
      {
        email,
        password: 'vestbil123',
        name: 'Vest Bil',
        phoneNumber: '+4755512345',
        organisationName: 'Vest Bil AS',
        organisationNumber: String(Date.now()).slice(-9),
        streetAddress: 'Strandkaien 1',
        postalLocation: 'Bergen',
        postalCode: '5013',
        country: 'Norway',
      },
      [pdfFile('lisens.pdf')],
    );
    await expect(dialog.getByText('User is succesfully registered!')).toBeVisible();
    expect((await controls.login(email, 'vestbil123')).role).toBe('BUYER_COMPANY');
  });
});

test.describe('the launch banner (spec §1)', () => {
  // Every other test is a visitor who prefers reduced motion (playwright.config.ts says why).
  test.use({ reducedMotion: 'no-preference' });
  test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

  test('scrolls for a visitor without a preference, stands still while hovered, and not at all for reduced motion', async ({
    page,
  }) => {
    const banner = page.getByRole('region', { name: /^(Kunngjøring|Announcement)$/ });
    const playState = () =>
      banner.locator('p').evaluate((text) =>
        text
          .getAnimations()
          .map((animation) => animation.playState)
          .join(','),
      );
    await new LandingPage(page).open();
    await expect.poll(playState).toBe('running');
    await banner.hover();
    await expect.poll(playState).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(playState).toBe('');
  });
});
