import { expect, test } from './support/fixtures';
import { LandingPage } from './pages/LandingPage';
import { textsFor } from './support/texts';

// The phone's layout is the point: the quick submission's messages sit above its send button, which
// on a 390 × 844 screen is below them, past the fold of the dialog.
test.skip(
  ({ isMobile }) => !isMobile,
  'phone layout: a desktop dialog shows its messages and its button at once',
);

const car = (registrationNumber: string) => ({
  name: 'Ola Nordmann',
  phoneNumber: '+4741234567',
  registrationNumber,
  kilometers: 1000,
  photos: [],
});

test.describe('a dialog’s messages are shown where the person looks', () => {
  test('a refusal is scrolled into view and takes the focus the send button lost', async ({
    page,
    controls,
    seed,
  }) => {
    const seller = await controls.login('selger@demo.no');
    const existing = await controls.apiGet<{ registrationNumber: string }>(
      `/api/v1/cars/${seed.sellerCarIdsByStatus.Vurdering[0] ?? ''}`,
      seller.token,
    );
    const landing = new LandingPage(page, 'no');
    await landing.open();
    const dialog = await landing.openSellDialog();
    await landing.submitCar(dialog, car(existing.registrationNumber));
    const refusal = dialog
      .getByRole('alert')
      .filter({ hasText: textsFor('no').registration.sellerDialog.carExists });
    await expect(refusal).toBeInViewport({ ratio: 1 });
    await expect(refusal).toBeFocused();
  });

  test('offline: the notice that everything is kept is scrolled into view', async ({ page, context }) => {
    const landing = new LandingPage(page, 'no');
    await landing.open();
    const dialog = await landing.openSellDialog();
    await context.setOffline(true);
    await landing.submitCar(dialog, car(`EL${String(Date.now()).slice(-5)}`));
    const kept = dialog.getByText(textsFor('no').ui.sendAgain.kept);
    await expect(kept).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
  });
});
