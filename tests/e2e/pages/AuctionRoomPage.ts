import { expect, type Locator, type Page } from '@playwright/test';
import { amountOf, moneyPattern, moneyText } from '../support/money';
import { bidPlacedWithReceipt, escapeRegExp, exactly, filled, textsFor, TIME_OF_DAY } from '../support/texts';
import { AppShell, type Language } from './AppShell';

/** 'connectedIdle': connected beside a paused or ended auction, read as "Connected", never "Live". */
type ConnectionState = 'connecting' | 'connected' | 'connectedIdle' | 'reconnecting' | 'offline';

/** /auction/{carId}: the live auction room. */
export class AuctionRoomPage {
  readonly shell: AppShell;
  readonly t;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language).auctionRoom;
  }

  async open(carId: string): Promise<void> {
    await this.shell.goto(`/auction/${carId}`, this.language);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.highestBid()).toBeVisible();
  }

  /**
   * The user comes back to the tab: the room's watch asks at once (contract §14.10). Headless
   * Chromium never hides a page, so the browser's event is sent by hand, as the browser sends it.
   */
  async comeBackToTab(): Promise<void> {
    await this.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  }

  details(): Locator {
    return this.page.getByRole('region', { name: exactly(this.t.details.label) });
  }

  /** The value next to 'Highest bid' in the details block. */
  highestBid(): Locator {
    return this.details()
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: exactly(this.t.details.highestBid) }) })
      .locator('dd');
  }

  async highestAmount(): Promise<number> {
    return amountOf((await this.highestBid().textContent()) ?? '');
  }

  async expectHighest(amount: number, timeout?: number): Promise<void> {
    await expect(this.highestBid()).toHaveText(moneyText(amount), timeout === undefined ? {} : { timeout });
  }

  connection(): Locator {
    const label = this.t.connection.label.replace('{{state}}', '');
    return this.page.getByRole('status', { name: new RegExp(`^${escapeRegExp(label)}`) });
  }

  async expectConnection(state: ConnectionState, timeout?: number): Promise<void> {
    await expect(this.connection()).toContainText(
      this.t.connection[state],
      timeout === undefined ? {} : { timeout },
    );
  }

  bidInput(): Locator {
    return this.page.getByLabel(new RegExp(`^${escapeRegExp(this.t.bid.label)}`));
  }

  placeBidButton(): Locator {
    return this.page.getByRole('button', { name: exactly(this.t.bid.submit) });
  }

  async placeBid(amount: number): Promise<void> {
    await this.bidInput().fill(String(amount));
    await this.placeBidButton().click();
  }

  /**
   * A bid from a bidder who may already lead (its last bid may or may not have been placed): the
   * form either sends at once (its amount field empties) or first asks "You already lead. Bid
   * anyway?", which is answered yes.
   */
  async placeBidConfirmingLead(amount: number): Promise<void> {
    await this.bidInput().fill(String(amount));
    await this.placeBidButton().click();
    const ask = this.page.getByRole('alertdialog', { name: exactly(this.t.leading.title) });
    // Sent: the field empties (or the controls are gone, the auction refusing it as closed).
    const sent = async () =>
      (await this.bidInput().count()) === 0 ||
      (await this.bidInput()
        .inputValue({ timeout: 1_000 })
        .catch(() => '')) === '';
    const next = async () => ((await ask.isVisible()) ? 'asked' : (await sent()) ? 'sent' : 'waiting');
    await expect.poll(next).not.toBe('waiting');
    if ((await next()) === 'asked') {
      await ask.getByRole('button', { name: /\d/ }).click();
      await expect(ask).toBeHidden();
    }
  }

  /** The bidder's own outcome line ('Your bid of … was placed.' / '… was not placed: …'). */
  progress(): Locator {
    return this.page.locator('section').filter({ has: this.placeBidButton() }).getByRole('status');
  }

  async expectBidPlaced(amount: number): Promise<void> {
    await expect(this.progress()).toHaveText(
      filled(bidPlacedWithReceipt(this.t), { amount: moneyPattern(amount), time: TIME_OF_DAY }),
    );
  }

  async placeAutoBid(limit: number): Promise<void> {
    const toggle = this.page.getByRole('checkbox', { name: exactly(this.t.autoBid.toggle) });
    if (!(await toggle.isChecked())) await toggle.check();
    await this.page.getByLabel(new RegExp(`^${escapeRegExp(this.t.autoBid.label)}`)).fill(String(limit));
    await this.page.getByRole('button', { name: exactly(this.t.autoBid.submit) }).click();
    const confirm = this.page.getByRole('alertdialog', { name: exactly(this.t.autoBid.confirmTitle) });
    await expect(confirm).toContainText(this.t.autoBid.confirm);
    await confirm.getByRole('button', { name: exactly(this.t.autoBid.confirmButton) }).click();
    await expect(confirm).toBeHidden();
  }

  /** Where the viewer stands ('You lead', 'You no longer lead', …), while the auction is open. */
  position(): Locator {
    const texts = Object.values(this.t.position.representative).map(escapeRegExp).join('|');
    return this.page.getByText(new RegExp(`^(${texts})$`));
  }

  /** A bid refused because the auction is paused, told in the room (not in the error dialog). */
  pausedRefusal(amount: number): Locator {
    const [before = ''] = this.t.pending.bidNotPlaced.split('{{amount}}');
    return this.page
      .getByRole('alert')
      .filter({ hasText: before })
      .filter({ hasText: moneyText(amount) })
      .filter({ hasText: this.t.refused.paused });
  }

  historyRows(): Locator {
    return this.page.getByRole('region', { name: exactly(this.t.history.title) }).locator('tbody tr');
  }
}
