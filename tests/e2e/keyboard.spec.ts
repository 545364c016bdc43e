import { expect, test } from './support/fixtures';
import { AppShell } from './pages/AppShell';
import { AuctionRoomPage } from './pages/AuctionRoomPage';
import { tabTo } from './support/keyboard';
import { DEMO, DEMO_PASSWORD, minimumBid } from './support/testControls';

test('a keyboard-only user logs in and places a bid without a mouse', async ({ page, controls, seed }) => {
  const rep1 = await controls.login(DEMO.rep1);
  const auction = await controls.quietAuction(seed, rep1.token, true);

  const shell = new AppShell(page, 'en');
  await shell.goto('/', 'en');
  const header = shell.header();
  const loginButton = header.getByRole('button', { name: /^log in$/i });
  if (shell.isPhone) {
    await tabTo(page, header.getByRole('button', { name: /^menu$/i }));
    await page.keyboard.press('Enter');
  }
  await tabTo(page, loginButton);
  await page.keyboard.press('Enter');
  const dialog = shell.loginDialog();
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel(/^e-mail/i));
  await page.keyboard.type(DEMO.rep1);
  await tabTo(page, dialog.getByLabel(/^password/i));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/user/${seed.rep1Id}$`));

  // Typing an address is keyboard use too.
  const room = new AuctionRoomPage(page, 'en');
  await room.open(auction.carDetails.carId);
  await room.expectConnection('connected');
  const amount = minimumBid(auction);
  await tabTo(page, room.bidInput());
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  await room.expectHighest(amount);
  await room.expectBidPlaced(amount);
});
