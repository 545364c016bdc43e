import { expect, test } from './support/fixtures';
import { RegisterPage } from './pages/RegisterPage';
import { pdfFile } from './support/files';
import { textsFor } from './support/texts';

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

  test('a seller whose registration answer was lost ends registered, not told the e-mail is taken', async ({
    page,
    controls,
  }) => {
    const email = `tapt-svar-${Date.now()}@demo.no`;
    const seller = {
      email,
      password: 'hemmelig123',
      name: 'Tone Tapt',
      phoneNumber: '+4791234599',
      streetAddress: 'Strandgata 4',
      postalLocation: 'Bergen',
      postalCode: '5013',
    };
    // The phone's line drops as the answer comes back: the backend has created the account, the
    // browser gets no answer (contract §14.7).
    let created = 0;
    await page.route('**/api/v1/users/register-seller', async (route) => {
      if (created > 0) return route.continue();
      const answer = await route.fetch();
      created = answer.status() === 200 ? 1 : 0;
      await route.abort('connectionfailed');
    });
    const register = new RegisterPage(page, 'en');
    await register.open();
    const card = await register.expandCard('seller');
    await register.registerSeller(card, seller);
    await expect(card.getByText('The server is not responding. Please try again later.')).toBeVisible();
    expect(created).toBe(1);

    // Tried again after a reload, as a person on a phone would: the draft brings the details back,
    // the password is typed again.
    await page.reload();
    const again = await register.expandCard('seller');
    // The person sees the details come back before typing the password again (a field typed before
    // the kept draft is read keeps the form as typed, and the draft fills in nothing).
    await expect(again.getByText(textsFor('en').ui.draft.restored)).toBeVisible();
    // Every field of both steps came back: the send wrote the draft, and waited for the write to
    // land, before the request went out (useSendOnce, FormDraft.keep).
    await register.typePasswordAgain(again, seller);
    await register.expectSellerDetails(again, seller);
    await register.submit(again);
    await register.expectRegistered(again);
    await expect(again.getByText(/^Your account had already been created by your first send/)).toBeVisible();
    await expect(again.getByText('User with this email already exists')).toHaveCount(0);
    const session = await controls.login(email, 'hemmelig123');
    expect(session.role).toBe('SELLER');
  });
});
