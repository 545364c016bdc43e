import type { APIRequestContext } from '@playwright/test';
import { pngFile } from './support/files';
import { expect, test } from './support/fixtures';

/** A quick submission as the landing's dialog sends it (contract §4.2, §6.4), without photos. */
async function quickSubmission(request: APIRequestContext, registrationNumber: string): Promise<string> {
  const seller = await request.post('/api/v1/users/register-one-time-seller', {
    data: { name: 'Per Rask', phoneNumber: '+4791112233' },
  });
  const { userId } = (await seller.json()) as { userId: string };
  const carData = { ownerId: userId, registrationNumber, kilometers: 64000, expectedPrice: 95000 };
  const added = await request.post('/api/v1/cars/add-simplified', {
    multipart: {
      carData: {
        name: 'carData.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(carData)),
      },
    },
  });
  expect(added.status()).toBe(200);
  return userId;
}

test.describe('the operator’s day against production', () => {
  test.skip(({ isMobile }) => isMobile, 'the journey does not depend on the viewport');

  test('a quick submission without photos starts only after a photo; paused past its end, it resumes with a new end', async ({
    page,
    loginAs,
    request,
  }) => {
    await quickSubmission(request, 'EE24680');
    await loginAs(page, 'admin@demo.no');
    await page.goto('/admin/applications?lng=en');
    const application = page.getByRole('article', { name: /EE24680/ });
    // Production refuses a start without a photo: the card says so, and offers the fix instead.
    await expect(application.getByText('a photo (Add photos)')).toBeVisible();
    await expect(application.getByRole('button', { name: /^Start auction/ })).toHaveCount(0);

    await application.getByRole('button', { name: 'Add photos to EE24680' }).click();
    const photos = page.getByRole('dialog', { name: 'Add photos to EE24680' });
    await photos.getByLabel(/^Photos/).setInputFiles(pngFile('front.png'));
    await photos.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('1 photo was added to EE24680.')).toBeVisible();

    await application.getByRole('button', { name: 'Start auction for EE24680' }).click();
    const start = page.getByRole('dialog', { name: 'Start auction for EE24680' });
    await start.getByRole('button', { name: 'Start auction' }).click();
    const notice = page.getByRole('region', { name: /has started$/ });
    await expect(notice.getByText(/The seller is not told automatically/)).toBeVisible();
    await expect(notice.getByRole('link', { name: '+4791112233' })).toHaveAttribute(
      'href',
      'tel:+4791112233',
    );
    const makeModel = ((await notice.getByRole('heading').textContent()) ?? '')
      .replace('The auction of ', '')
      .replace(' has started', '');

    // Paused, and its end passes meanwhile: the finish that fires then is dropped (contract §14.2).
    await page.goto('/admin/auctions?lng=en');
    await page.getByLabel('Filter by make and model').fill(makeModel);
    await page.getByRole('button', { name: `Pause ${makeModel}`, exact: true }).click();
    await expect(page.getByText(`${makeModel} is paused.`)).toBeVisible();
    const cars = (await (await request.get('/api/v1/cars?status=Auksjon&size=200')).json()) as {
      items: { id: string; registrationNumber: string }[];
    };
    const carId = cars.items.find(({ registrationNumber }) => registrationNumber === 'EE24680')?.id;
    const ended = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await request.post('/__test/auction/end-time', { data: { carId, endDateTime: ended } })).ok(),
    ).toBe(true);

    await page.reload();
    await page.getByLabel('Filter by make and model').fill(makeModel);
    const row = page
      .getByRole('region', { name: /^Paused/ })
      .getByRole('article', { name: new RegExp(makeModel) });
    await expect(row.getByText('End passed')).toBeVisible();
    await row.getByRole('button', { name: `Resume ${makeModel}`, exact: true }).click();
    const resume = page.getByRole('dialog', { name: `Resume the auction of ${makeModel}` });
    await expect(resume.getByText(/needs a new end, at least one hour ahead/)).toBeVisible();
    await resume.getByRole('button', { name: 'Resume with this end' }).click();
    await expect(page.getByText(`${makeModel} is active again until its new end.`)).toBeVisible();
    const login = await request.post('/api/v1/users/login', {
      data: { email: 'admin@demo.no', password: 'demopass1' },
    });
    const { token } = (await login.json()) as { token: string };
    const read = await request.get(`/api/v1/auctions/by-car/${carId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const auction = (await read.json()) as {
      status: string;
      endDateTime: string;
    };
    expect(auction.status).toBe('ACTIVE');
    expect(Date.parse(auction.endDateTime)).toBeGreaterThan(Date.now() + 3_600_000);
  });
});
