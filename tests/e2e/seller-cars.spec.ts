import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { CarPages } from './pages/CarPages';
import { ProfilePage } from './pages/ProfilePage';
import { jpegFile, pngFile } from './support/files';
import { DEMO, DEMO_PASSWORD } from './support/testControls';

// Run once, as the desktop browser: adding, editing and deleting a car do not depend on the viewport (the forms' layout: a11y, reflow at 320 px).
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

test('the demo seller adds a car with photos, finds it in review, edits it and deletes it', async ({
  page,
  seed,
}) => {
  const shell = new AppShell(page, 'en');
  await shell.goto('/', 'en');
  await shell.openLoginDialog();
  await shell.logInWithDialog(DEMO.seller, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}$`));
  await new ProfilePage(page, 'en').expectLoaded();

  const cars = new CarPages(page, 'en');
  await cars.openAddCarFromProfile();
  const registrationNumber = `SV${String(Date.now()).slice(-5)}`;
  await cars.fillCarForm({
    make: 'Volvo',
    model: 'V90 Cross Country',
    registrationNumber,
    firstTimeRegisteredInNorway: '2019-03-14',
    nextEUControl: '2027-03-14',
    kilometers: 112000,
    fuel: 'Diesel',
    engineVolume: 1969,
    drive: 'Four-wheel drive',
    gearbox: 'Automatic',
    weight: 1920,
    bodywork: 'Stasjonsvogn',
    doors: 5,
    seats: 5,
    color: 'Grå',
    expectedPrice: 289000,
    additionalInformation: 'Hengerfeste og vinterhjul.',
    photos: [pngFile('front.png'), await jpegFile(page, 'interior.jpg')],
  });
  await cars.submitNewCar();
  await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}$`));

  await cars.filterOwnCars('Vurdering');
  const card = cars.carCard('Volvo V90 Cross Country');
  await expect(card).toBeVisible();
  await expect(card).toContainText(registrationNumber);
  // The card's photo is decorative (alt=""); it must be the uploaded one, loaded.
  const photo = card.locator('img');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await card.click();
  await expect(page).toHaveURL(/\/car\/[0-9a-f-]+$/);
  await expect(page.getByText('Hengerfeste og vinterhjul.')).toBeVisible();

  await cars.editCar({ model: 'V90 CC', kilometers: 113500 });
  await expect(page).toHaveURL(/\/car\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Volvo V90 CC');

  await cars.deleteCar();
  await expect(page).toHaveURL(new RegExp(`/user/${seed.sellerId}`));
  await cars.filterOwnCars('Vurdering');
  await expect(cars.ownCars().getByRole('link').first()).toBeVisible();
  await expect(cars.carCard('Volvo V90')).toHaveCount(0);
});
