import { ProfilePage } from './pages/ProfilePage';
import { expect, test } from './support/fixtures';
import { moneyPattern, moneyText } from './support/money';
import { Operator, OperatorConsole, type StoredUser } from './support/operator';
import { DEMO, type LoginAnswer, type TestControls } from './support/testControls';
import { exactly, filled, textsFor } from './support/texts';

// The merge is the forms' own, the same at every width (its words are proven in component tests):
// run once, as the desktop browser.
test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

/**
 * Every form that PUTs a whole record but the seller's edit car (late-photo.spec.ts), each opened in
 * the browser while the other side saves the same record through the API as its own screen would:
 * the save keeps the other side's change and sends this person's (docs/forms.md, contract §14.13).
 */

/** The user's own save of its profile (`PUT /users`, contract §4.6), as the profile panel sends it. */
async function saveOwnProfile(controls: TestControls, session: LoginAnswer, changes: Partial<StoredUser>) {
  const stored = await controls.apiGet<StoredUser>(`/api/v1/users/${session.userId}`, session.token);
  await controls.apiPut('/api/v1/users', session.token, { ...stored, ...changes });
}

test.describe('a form saved over a record changed elsewhere keeps both changes (contract §14.13)', () => {
  test('the own profile: the operator’s phone stays, the seller’s street goes, and a name both changed is the seller’s pick', async ({
    page,
    request,
    controls,
    seed,
    loginAs,
  }) => {
    const t = textsFor('no');
    await loginAs(page, DEMO.seller);
    const profile = new ProfilePage(page, 'no');
    await profile.open(seed.sellerId);
    await profile.panel().getByRole('button', { name: t.profile.panel.changeData }).click();

    // The operator corrects the seller's name and phone in the console meanwhile.
    const operator = await Operator.login(request, controls);
    await operator.editUser(seed.sellerId, { name: 'Siri Selgersen', phoneNumber: '+4790011223' });

    await profile.field(t.profile.panel.name).fill('Siri Selgerud');
    await profile.field(t.profile.panel.streetAddress).fill('Kirkegata 5');
    await profile
      .panel()
      .getByRole('button', { name: exactly(t.profile.panel.save) })
      .click();

    // Nothing is sent before the seller picks the name.
    await expect(profile.panel().getByRole('alert')).toContainText(t.ui.merge.choose);
    const choice = profile.panel().getByRole('group', { name: t.profile.panel.name });
    await expect(
      choice.getByText(
        filled(t.ui.merge.changed, { field: 'Navn', from: 'Siri Selger', to: 'Siri Selgersen' }),
      ),
    ).toBeVisible();
    expect((await operator.readUser(seed.sellerId)).address?.streetAddress).toBe('Storgata 12');
    await choice.getByRole('button', { name: 'Bruk Siri Selgerud' }).click();

    await expect(profile.panel().getByRole('status')).toHaveText(t.profile.panel.saved);
    await expect(profile.field(t.profile.panel.name)).toHaveValue('Siri Selgerud');
    await expect(profile.field(t.profile.panel.phoneNumber)).toHaveValue('+4790011223');
    await expect(profile.field(t.profile.panel.streetAddress)).toHaveValue('Kirkegata 5');
    const saved = await operator.readUser(seed.sellerId);
    expect(saved).toMatchObject({ name: 'Siri Selgerud', phoneNumber: '+4790011223' });
    expect(saved.address).toMatchObject({ streetAddress: 'Kirkegata 5', postalLocation: 'Oslo' });
  });

  test('a company’s edit of a representative: the operator’s phone stays, the company’s name goes', async ({
    page,
    request,
    controls,
    seed,
    loginAs,
  }) => {
    const t = textsFor('no');
    const r = t.company.representatives;
    await loginAs(page, DEMO.company);
    const profile = new ProfilePage(page, 'no');
    await profile.open(seed.companyId);
    const row = profile.representatives().getByRole('article', { name: 'Ola Byder' });
    await row.getByRole('button', { name: exactly(r.edit) }).click();

    const operator = await Operator.login(request, controls);
    await operator.editUser(seed.rep1Id, { phoneNumber: '+4798765432' });

    await row.getByLabel(new RegExp(`^${r.name}`)).fill('Ola Byder Hansen');
    await row.getByRole('button', { name: exactly(r.save) }).click();

    const saved = profile.representatives().getByRole('article', { name: 'Ola Byder Hansen' });
    await expect(saved).toContainText('+4798765432');
    expect(await operator.readUser(seed.rep1Id)).toMatchObject({
      name: 'Ola Byder Hansen',
      phoneNumber: '+4798765432',
    });
  });

  test('the operator’s edit of a user and of its e-mail: the seller’s own changes stay', async ({
    page,
    request,
    controls,
    seed,
    loginAs,
  }) => {
    await loginAs(page, DEMO.admin);
    const card = await new OperatorConsole(page, 'en').findUser(DEMO.seller, 'Siri Selger');
    await card.getByRole('button', { name: 'Change name, phone or address' }).click();

    // The seller changes the phone on the profile meanwhile.
    const seller = await controls.login(DEMO.seller);
    await saveOwnProfile(controls, seller, { phoneNumber: '+4790011224' });

    await card.getByLabel(/^Street address/).fill('Kirkegata 7');
    await card.getByRole('button', { name: 'Save details' }).click();
    await expect(card.getByText('The details of Siri Selger are saved.')).toBeVisible();
    await expect(card).toContainText('+4790011224');
    await expect(card).toContainText('Kirkegata 7, 0155 Oslo');

    // The e-mail change sends the user as read now: the name the seller changes meanwhile stays.
    await card.getByRole('button', { name: 'Change e-mail' }).click();
    await saveOwnProfile(controls, seller, { name: 'Siri S. Selger' });
    await card.getByLabel(/^New e-mail/).fill('siri@demo.no');
    await card.getByRole('button', { name: 'Change e-mail' }).click();
    await page
      .getByRole('alertdialog', { name: 'Change the e-mail of Siri Selger?' })
      .getByRole('button', { name: 'Change and log out' })
      .click();
    const renamed = page.getByRole('article', { name: 'Siri S. Selger' });
    await expect(renamed.getByText(/^The e-mail of Siri S\. Selger is now siri@demo\.no\./)).toBeVisible();

    const operator = await Operator.login(request, controls);
    const saved = await operator.readUser(seed.sellerId);
    expect(saved).toMatchObject({
      name: 'Siri S. Selger',
      phoneNumber: '+4790011224',
      email: 'siri@demo.no',
    });
    expect(saved.address).toMatchObject({ streetAddress: 'Kirkegata 7' });
  });

  test('the operator’s Correct data: the seller’s expected price stays, the corrected kilometres go', async ({
    page,
    controls,
    seed,
    loginAs,
  }) => {
    const carId = seed.sellerCarIdsByStatus.Vurdering[0] ?? '';
    const seller = await controls.login(DEMO.seller);
    type StoredCar = Record<string, unknown> & { registrationNumber: string; kilometers: number };
    const read = () => controls.apiGet<StoredCar>(`/api/v1/cars/${carId}`, seller.token);
    const { registrationNumber } = await read();

    await loginAs(page, DEMO.admin);
    const queue = new OperatorConsole(page, 'en');
    await queue.openApplications();
    const card = await queue.findApplication(registrationNumber);
    await card.getByRole('button', { name: `Correct data of ${registrationNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Correct ${registrationNumber}` });

    // The seller saves a new expected price from "Rediger bil" meanwhile (the car form's PUT).
    const { status: _status, ...stored } = await read();
    await controls.updateCar(seller.token, { ...stored, expectedPrice: 123_000 });

    await dialog.getByLabel(/^Kilometers/).fill('98765');
    await dialog.getByRole('button', { name: 'Save corrections' }).click();
    await expect(page.getByText(`The data of ${registrationNumber} was saved.`)).toBeVisible();
    await expect(card).toContainText(moneyText(123_000));
    await expect(card).toContainText(/98\s765 km/);
    expect(await read()).toMatchObject({ kilometers: 98_765, expectedPrice: 123_000 });
  });

  test('an auction’s terms: another operator’s step stays, this operator’s starting price goes', async ({
    page,
    request,
    controls,
    seed,
    loginAs,
  }) => {
    const admin = await loginAs(page, DEMO.admin);
    const auction = await controls.quietAuction(seed, admin.token, false);
    const { makeModel, carId } = auction.carDetails;
    await page.goto('/admin/auctions?lng=en');
    // The filter opens once the board has loaded every auction.
    await expect(page.getByLabel('Filter by make and model')).toBeEditable({ timeout: 30_000 });
    await page.getByLabel('Filter by make and model').fill(makeModel);
    const row = page
      .getByRole('region', { name: /^Active/ })
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/auction/${carId}"]`) });
    await row.getByRole('button', { name: `Edit the auction of ${makeModel}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit the auction of ${makeModel}` });

    // Another operator changes the step meanwhile.
    const other = await Operator.login(request, controls, 'superadmin@demo.no');
    const step = auction.minimalStep + 500;
    await other.changeTerms(auction.id, { minimalStep: step });

    const price = auction.startingPrice + 10_000;
    await dialog.getByLabel(/^Starting price/).fill(String(price));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`The auction of ${makeModel} was changed.`)).toBeVisible();
    await expect(row).toContainText(new RegExp(`${moneyPattern(price)} / ${moneyPattern(step)}`));
    expect(await other.readTerms(auction.id)).toMatchObject({ startingPrice: price, minimalStep: step });
  });
});
