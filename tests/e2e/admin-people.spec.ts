import { expect, test } from './support/fixtures';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { ProfilePage } from './pages/ProfilePage';
import { RegisterPage } from './pages/RegisterPage';
import { pdfFile } from './support/files';
import { minimumBid } from './support/testControls';

test.skip(({ isMobile }) => isMobile, 'viewport-independent: run once, as the desktop browser');

const OPERATOR = 'admin@demo.no';

test.describe('the operator console: companies and deals (issue 23 items 4, 5)', () => {
  test('a company registers, the operator opens its licence and approves it, and its representative bids', async ({
    page,
    controls,
    seed,
    openPage,
    request,
  }) => {
    // The company registers through the UI, as a visitor.
    const register = new RegisterPage(page, 'en');
    await register.open();
    const card = await register.expandCard('buyer');
    const stamp = String(Date.now());
    const organisationName = `Fjordbil ${stamp.slice(-5)} AS`;
    const companyEmail = `fjordbil-${stamp}@demo.no`;
    await register.registerBuyer(
      card,
      {
        email: companyEmail,
        password: 'hemmelig123',
        name: 'Frida Fjord',
        phoneNumber: '+4792345600',
        organisationName,
        organisationNumber: stamp.slice(-9),
        streetAddress: 'Bryggen 5',
        postalLocation: 'Bergen',
        postalCode: '5003',
        country: 'Norway',
      },
      [pdfFile('firmaattest.pdf')],
    );
    await register.expectRegistered(card);

    // The operator finds it awaiting approval and opens its licence through a fresh signed link.
    const operator = await openPage({ session: await controls.login(OPERATOR) });
    await operator.page.goto('/admin/companies?lng=en');
    await expect(operator.page.getByRole('heading', { level: 1, name: 'Buyer companies' })).toBeVisible();
    const awaiting = operator.page.getByRole('list', { name: /^Awaiting approval/ });
    const company = awaiting.getByRole('article', { name: organisationName });
    await expect(company).toContainText('Frida Fjord');
    await company.getByRole('button', { name: 'Show the organisation licence (1 file)' }).click();
    const licence = company.getByRole('link', { name: 'Open firmaattest.pdf (new tab)' });
    await expect(licence).toHaveAttribute('target', '_blank');
    await expect(licence).toHaveAttribute('rel', /noopener/);
    const href = await licence.getAttribute('href');
    if (href === null) throw new Error('the licence link has no address');
    const file = await request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');

    await company.getByRole('button', { name: `Approve ${organisationName}` }).click();
    const confirm = operator.page.getByRole('alertdialog', { name: `Approve ${organisationName}?` });
    await expect(confirm).toContainText('all its representatives are unlocked');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(operator.page.getByText(`${organisationName} is approved.`)).toBeVisible();
    await expect(
      operator.page
        .getByRole('list', { name: /^Approved companies/ })
        .getByRole('article', { name: organisationName }),
    ).toBeVisible();

    // The approved company adds a representative through its profile.
    const companySession = await controls.login(companyEmail, 'hemmelig123');
    const companyPage = await openPage({ session: companySession });
    const profile = new ProfilePage(companyPage.page, 'en');
    await profile.open(companySession.userId);
    const representativeEmail = `fjordbil-rep-${stamp}@demo.no`;
    await profile.addRepresentative({
      name: 'Rune Fjord',
      phoneNumber: '+4792345601',
      email: representativeEmail,
      password: 'byder12345',
    });

    // The representative bids, and the bid is placed.
    const representativeSession = await controls.login(representativeEmail, 'byder12345');
    const auction = await controls.quietAuction(seed, representativeSession.token, true);
    const bidder = await openPage({ session: representativeSession });
    const room = new AuctionRoomPage(bidder.page, 'en');
    await room.open(auction.carDetails.carId);
    const amount = minimumBid(auction);
    await room.placeBid(amount);
    await room.expectBidPlaced(amount);
    await room.expectHighest(amount);
  });

  test("the operator sees an ended auction's deal with both parties' contact details", async ({
    controls,
    seed,
    openPage,
  }) => {
    const session = await controls.login(OPERATOR);
    const finished = await Promise.all(
      seed.finishedCarIds.map((carId) => controls.auctionByCar(carId, session.token)),
    );
    const sold = finished.find((auction) => auction.highestBid !== null);
    if (!sold?.highestBid) throw new Error('the seed has no ended auction with bids');
    const winner =
      sold.highestBid.bidderId === seed.rep1Id
        ? { name: 'Ola Byder', email: 'rep1@demo.no' }
        : { name: 'Kari Byder', email: 'rep2@demo.no' };

    const { page } = await openPage({ session });
    await page.goto('/admin/deals?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    const deal = page
      .getByRole('list', { name: 'Ended auctions' })
      .getByRole('article')
      .filter({ has: page.locator(`a[href="/auction/${sold.carDetails.carId}"]`) });
    await expect(deal).toContainText('Sold for');
    await deal.getByRole('button', { name: /^Show contact details/ }).click();

    const buyer = deal.getByRole('region', { name: 'Buyer' });
    await expect(buyer).toContainText(winner.name);
    await expect(buyer.getByRole('link', { name: winner.email })).toHaveAttribute(
      'href',
      `mailto:${winner.email}`,
    );
    await expect(buyer).toContainText('Nordic Export AS');
    await expect(buyer.getByRole('link', { name: 'firma@demo.no' })).toHaveAttribute(
      'href',
      'mailto:firma@demo.no',
    );

    const seller = deal.getByRole('region', { name: 'Seller' });
    await expect(seller).toContainText('Siri Selger');
    await expect(seller.getByRole('link', { name: 'selger@demo.no' })).toHaveAttribute(
      'href',
      'mailto:selger@demo.no',
    );
    await expect(seller.getByRole('link', { name: /^\+?\d/ })).toHaveAttribute('href', /^tel:/);

    // An auction that ended without bids says so, and offers a restart.
    const unsold = finished.find((auction) => auction.highestBid === null);
    if (unsold) {
      const noBids = page
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/auction/${unsold.carDetails.carId}"]`) });
      await expect(noBids.getByText('No bids', { exact: true }).first()).toBeVisible();
      await expect(noBids.getByRole('button', { name: /^Restart/ })).toBeVisible();
    }
  });
});
