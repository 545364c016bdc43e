import { expect, test } from './support/fixtures';
import { DEMO } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1b3760000000049454e44ae426082',
  'hex',
);

test.describe('a correction against a photo added since the queue was read (contract §14.2, §14.3)', () => {
  test('the late photo survives the operator’s correction', async ({
    page,
    request,
    controls,
    seed,
    loginAs,
  }) => {
    const carId = seed.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const seller = await controls.login(DEMO.seller);
    const read = () =>
      controls.apiGet<{ registrationNumber: string; imagePaths: string[] }>(
        `/api/v1/cars/${carId}`,
        seller.token,
      );
    const { registrationNumber, imagePaths: asRead } = await read();

    await loginAs(page, DEMO.admin);
    await page.goto('/admin/applications?lng=en');
    await page.getByRole('searchbox', { name: 'Find an application' }).fill(registrationNumber);
    const card = page.getByRole('article', { name: new RegExp(registrationNumber) });
    await expect(card).toBeVisible();

    // The seller adds a photo from another device while the operator looks at the queue.
    const added = await request.post(`/api/v1/cars/add-images?carId=${carId}`, {
      headers: { Authorization: `Bearer ${seller.token}` },
      multipart: { images: { name: 'late.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(added.status()).toBe(200);
    const late = (await read()).imagePaths.find((path) => !asRead.includes(path)) ?? '';
    expect(late).not.toBe('');

    await card.getByRole('button', { name: `Correct data of ${registrationNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Correct ${registrationNumber}` });
    await dialog.getByLabel(/^Colour/).fill('Mørkeblå');
    await dialog.getByRole('button', { name: 'Save corrections' }).click();
    await expect(page.getByText(`The data of ${registrationNumber} was saved.`)).toBeVisible();

    const after = await read();
    expect(after.imagePaths).toEqual([...asRead, late]);
    expect((await request.get(late)).status()).toBe(200);
    // The queue, read again, shows the photo too.
    await expect(card.getByRole('list', { name: `${after.imagePaths.length} photos` })).toBeVisible();
  });
});

test.describe('a seller’s save against an operator’s correction made meanwhile (contract §14.13)', () => {
  test('the operator’s colour and the seller’s kilometres both stay', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    const carId = seed.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const operator = await controls.login(DEMO.admin);
    type StoredCar = Record<string, unknown> & { kilometers: number; color: string };
    const read = () => controls.apiGet<StoredCar>(`/api/v1/cars/${carId}`, operator.token);

    // The seller opens "Rediger bil" (the browser is Norwegian).
    await loginAs(page, DEMO.seller);
    await page.goto(`/car/${carId}/edit`);
    const kilometres = page.getByLabel(/^Kilometerstand/);
    await expect(kilometres).toHaveValue(String((await read()).kilometers));
    const colourAsOpened = await page.getByLabel(/^Farge/).inputValue();

    // The operator corrects the colour in the console meanwhile: the console's own call (contract §14.2).
    const { status: _status, ...stored } = await read();
    await controls.updateCar(operator.token, { ...stored, color: 'Svart' });

    // The seller changes the kilometres and saves; the re-read and the PUT are timed as they land.
    const reRead = page.waitForResponse(
      (answer) => answer.request().method() === 'GET' && answer.url().endsWith(`/api/v1/cars/${carId}`),
    );
    const put = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/api/v1/cars'),
    );
    await kilometres.fill('123456');
    await page.getByRole('button', { name: 'Lagre endringer' }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
    await expect(page.getByText(/Endringene på .* er lagret\./)).toBeVisible();

    const after = await read();
    expect(after.kilometers).toBe(123456);
    expect(after.color).toBe('Svart');
    expect(colourAsOpened).not.toBe('Svart');

    // The window no merge closes (contract §14.13): from the re-read's answer leaving the server to
    // the PUT's answer, both as the browser timed them. Reported, never asserted.
    const [got, saved] = [(await reRead).request(), (await put).request()];
    const gap =
      saved.timing().startTime +
      saved.timing().responseStart -
      (got.timing().startTime + got.timing().responseStart);
    test.info().annotations.push({ type: 'window', description: `${Math.round(gap)} ms` });
  });
});
