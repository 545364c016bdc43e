import type { Page } from '@playwright/test';
import { CarPages } from './pages/CarPages';
import { LandingPage } from './pages/LandingPage';
import { jpegFile, noisePngFile } from './support/files';
import { expect, test } from './support/fixtures';
import { exactly, textsFor } from './support/texts';
import { scaled } from '../support/waitScale';

// Run once, as the desktop browser: progress, cancel and the photo worker do not depend on the viewport (the dialogs on the phone: landing.spec).
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/**
 * Issue 16 item 5: on a slow line the upload shows its progress, and Cancel stops it and keeps the
 * form. The line is slowed with Chromium's own network emulation (DevTools protocol).
 */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await emulate(bytesPerSecond);
  return { restore: () => emulate(-1) };
}

const progressValue = async (page: Page): Promise<number> =>
  Number((await page.getByRole('progressbar').last().getAttribute('value')) ?? '-1');

// About 3.6 MB of noise at 300 kB/s: some twelve seconds, time enough to watch and to cancel.
const bigPhoto = () => noisePngFile('stor-bil.png', 1100, 1100);
const SLOW_LINE = 300 * 1024;
const uniqueNumber = (prefix: string) => `${prefix}${String(Date.now()).slice(-5)}`;

test('quick submission on a slow line: the bar moves, Cancel keeps everything, sending again works', async ({
  page,
  request,
}) => {
  const ui = textsFor('no').ui.upload;
  const landing = new LandingPage(page, 'no');
  await landing.open();
  const dialog = await landing.openSellDialog();
  const registrationNumber = uniqueNumber('UP');
  const line = await slowUploads(page, SLOW_LINE);
  await landing.submitCar(dialog, {
    name: 'Opplaster Olsen',
    phoneNumber: '+47 912 34 567',
    registrationNumber,
    kilometers: 54000,
    photos: [bigPhoto()],
  });

  const bar = dialog.getByRole('progressbar', { name: exactly(ui.label) });
  await expect(bar).toBeVisible();
  await expect.poll(() => progressValue(page), { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(5);
  const first = await progressValue(page);
  await expect.poll(() => progressValue(page), { timeout: scaled(15_000) }).toBeGreaterThan(first);
  // Percent and size, the Norwegian way: "42 % · 1,5 av 3,5 MB".
  await expect(dialog.getByText(/^\d{1,3} % · \d+,\d av \d+,\d MB$/)).toBeVisible();

  await dialog.getByRole('button', { name: exactly(ui.cancel) }).click();
  await expect(dialog.getByRole('status').filter({ hasText: ui.cancelled })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  const s = textsFor('no').registration.sellerDialog;
  await expect(dialog.getByLabel(new RegExp(`^${s.name}`))).toHaveValue('Opplaster Olsen');
  await expect(dialog.getByLabel(new RegExp(`^${s.registrationNumber}`))).toHaveValue(registrationNumber);
  await expect(dialog.getByRole('img', { name: /stor-bil\.png/ })).toBeVisible();
  // Nothing reached the backend: the number is still free.
  const exists = await request.get(`/api/v1/cars/exists?regNumber=${registrationNumber}`);
  expect(await exists.json()).toBe(false);

  await line.restore();
  await dialog.getByRole('button', { name: exactly(s.send) }).click();
  await landing.expectApplicationSent(dialog);
  const stored = await request.get(`/api/v1/cars/exists?regNumber=${registrationNumber}`);
  expect(await stored.json()).toBe(true);
});

test('adding a car on a slow line: Cancel keeps the form and its photo; once added, the profile names the car and links to it', async ({
  page,
  loginAs,
}) => {
  const session = await loginAs(page, 'selger@demo.no');
  const t = textsFor('en');
  const cars = new CarPages(page, 'en');
  await cars.shell.goto(`/user/${session.userId}/add-car`, 'en');
  const registrationNumber = uniqueNumber('EL');
  await cars.fillCarForm({
    make: 'Polestar',
    model: '2',
    registrationNumber,
    firstTimeRegisteredInNorway: '2021-06-01',
    nextEUControl: '2027-06-01',
    kilometers: 41000,
    fuel: 'Electric',
    engineVolume: 0,
    drive: 'Four-wheel drive',
    gearbox: 'Automatic',
    weight: 2100,
    bodywork: 'Kombikupé',
    doors: 5,
    seats: 5,
    color: 'Snow',
    expectedPrice: 389000,
    additionalInformation: 'Panoramatak.',
    photos: [bigPhoto()],
  });
  await expect(page.getByRole('img', { name: /stor-bil\.png/ })).toBeVisible();
  const line = await slowUploads(page, SLOW_LINE);
  await page.getByRole('button', { name: exactly(t.cars.form.submitAdd) }).click();

  await expect(page.getByRole('progressbar', { name: exactly(t.ui.upload.label) })).toBeVisible();
  await expect.poll(() => progressValue(page), { timeout: scaled(15_000) }).toBeGreaterThanOrEqual(5);
  const first = await progressValue(page);
  await expect.poll(() => progressValue(page), { timeout: scaled(15_000) }).toBeGreaterThan(first);
  await expect(page.getByText(/^\d{1,3}% · \d+\.\d of \d+\.\d MB$/)).toBeVisible();
  await page.getByRole('button', { name: exactly(t.ui.upload.cancel) }).click();

  await expect(page.getByRole('status').filter({ hasText: t.ui.upload.cancelled })).toBeVisible();
  await expect(page).toHaveURL(/\/add-car(\?|$)/);
  await expect(page.getByLabel(/^Make/)).toHaveValue('Polestar');
  await expect(page.getByLabel(/^First time registered in Norway/)).toHaveValue('2021-06-01');
  await expect(page.getByRole('img', { name: /stor-bil\.png/ })).toBeVisible();

  await line.restore();
  await page.getByRole('button', { name: exactly(t.cars.form.submitAdd) }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${session.userId}$`), { timeout: scaled(20_000) });
  const confirmation = page
    .getByRole('status')
    .filter({ hasText: `Polestar 2 (${registrationNumber}) was added` });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  await confirmation.getByRole('link', { name: 'View Polestar 2' }).click();
  await expect(page).toHaveURL(/\/car\/[0-9a-f-]+$/);
  await expect(page.getByText('Panoramatak.')).toBeVisible();
});

test('a large photo is shrunk in the photo worker, within the security policy, before its thumbnail shows', async ({
  page,
}) => {
  const landing = new LandingPage(page, 'en');
  await landing.open();
  const dialog = await landing.openSellDialog();
  const photo = await jpegFile(page, 'camera.jpg', 3200, 2400);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // The gallery's input (Choose photos), not the camera's (Take a photo, `capture`).
  await dialog.locator('input[type="file"]:not([capture])').setInputFiles(photo);
  const thumbnail = dialog.getByRole('img', { name: /camera\.jpg$/ });
  await expect(thumbnail).toBeVisible();
  const size = await thumbnail.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  // 2560 px on the longest edge (PHOTO_DOWNSCALE_LONGEST_EDGE_PX); the fixture fails on any CSP violation.
  expect(size).toEqual({ width: 2560, height: 1920 });
  await expect(dialog.getByRole('img', { name: 'Chosen photo camera.jpg' })).toBeVisible();
  expect(workers).toEqual([expect.stringMatching(/\/assets\/downscaleWorker-[\w-]+\.js$/)]);
});
