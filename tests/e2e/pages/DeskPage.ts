import { expect, type Locator, type Page } from '@playwright/test';
import { moneyPattern, moneyText } from '../support/money';
import { bidPlacedWithReceipt, escapeRegExp, exactly, filled, textsFor, TIME_OF_DAY } from '../support/texts';
import { AppShell, type Language } from './AppShell';

/** /desk: the followed auctions, live. */
export class DeskPage {
  readonly shell: AppShell;
  readonly t;
  readonly room;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language).desk;
    this.room = textsFor(language).auctionRoom;
  }

  async openFromHeader(): Promise<void> {
    const nav = await this.shell.navigation();
    await nav.getByRole('link', { name: exactly(textsFor(this.language).common.nav.desk) }).click();
    await expect(this.page).toHaveURL(/\/desk(\?|$)/);
    await expect(this.page.getByRole('heading', { level: 1, name: exactly(this.t.title) })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByRole('list', { name: exactly(this.t.listLabel) }).getByRole('listitem');
  }

  row(carId: string): Locator {
    return this.page.locator(`li[data-car-id="${carId}"]`);
  }

  /** The car ids of the rows, top to bottom (from their links to the auction room). */
  async carIds(): Promise<string[]> {
    const hrefs = await this.rows()
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return hrefs.map((href) => href.replace('/auction/', ''));
  }

  highestBid(carId: string): Locator {
    return this.row(carId)
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: exactly(this.t.row.highestBid) }) })
      .locator('dd');
  }

  async expectHighest(carId: string, amount: number, timeout?: number): Promise<void> {
    await expect(this.highestBid(carId)).toHaveText(
      moneyText(amount),
      timeout === undefined ? {} : { timeout },
    );
  }

  async expectPosition(carId: string, position: 'leading' | 'outbid' | 'none'): Promise<void> {
    await expect(
      this.row(carId).getByText(exactly(this.room.position.representative[position])),
    ).toBeVisible();
  }

  minimumBidButton(carId: string): Locator {
    const prefix = this.t.bid.button.split('{{amount}}')[0] ?? '';
    return this.row(carId).getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix)}`) });
  }

  /**
   * One tap on the minimum bid by a bidder who may already lead: the desk either sends at once (the
   * row's progress line speaks) or first asks "You already lead. Bid anyway?", answered yes.
   */
  async bidMinimumConfirmingLead(carId: string): Promise<void> {
    await this.minimumBidButton(carId).click();
    const ask = this.page.getByRole('alertdialog', { name: exactly(this.room.leading.title) });
    const status = this.row(carId).getByRole('status');
    // Sent: the progress line speaks (or the button is gone, the auction refusing it as closed).
    const sent = async () =>
      (await this.minimumBidButton(carId).count()) === 0 ||
      ((await status
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => '')) ?? '') !== '';
    const next = async () => ((await ask.isVisible()) ? 'asked' : (await sent()) ? 'sent' : 'waiting');
    await expect.poll(next).not.toBe('waiting');
    if ((await next()) === 'asked') {
      await ask.getByRole('button', { name: /\d/ }).click();
      await expect(ask).toBeHidden();
    }
  }

  async expectBidPlaced(carId: string, amount: number): Promise<void> {
    await expect(this.row(carId).getByRole('status')).toHaveText(
      filled(bidPlacedWithReceipt(this.room), { amount: moneyPattern(amount), time: TIME_OF_DAY }),
    );
  }

  connection(): Locator {
    const label = this.room.connection.label.replace('{{state}}', '');
    return this.page.getByRole('status', { name: new RegExp(`^${escapeRegExp(label)}`) });
  }

  async expectConnection(state: 'connected' | 'reconnecting', timeout?: number): Promise<void> {
    await expect(this.connection()).toContainText(
      this.room.connection[state],
      timeout === undefined ? {} : { timeout },
    );
  }
}
