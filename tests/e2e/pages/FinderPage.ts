import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, exactly, textsFor } from '../support/texts';
import { AppShell, type Language } from './AppShell';

/** /auctions for a logged-in user: search, sort, filters and the cards. */
export class FinderPage {
  readonly shell: AppShell;
  readonly t;

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language).auctions;
  }

  async open(query = ''): Promise<void> {
    await this.shell.goto(`/auctions${query}`, this.language);
    await expect(this.cards().first()).toBeVisible();
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: exactly(this.t.list.listLabel) }).getByRole('listitem');
  }

  sort(): Locator {
    return this.page.getByRole('combobox', { name: exactly(this.t.finder.sort) });
  }

  async sortBy(sort: keyof typeof this.t.finder.sorts): Promise<void> {
    await this.sort().selectOption({ label: this.t.finder.sorts[sort] });
  }

  /** On a phone the filters hide behind their button. */
  async showFilters(): Promise<void> {
    const button = this.page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(this.t.finder.filters)}`),
    });
    if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true')
      await button.click();
  }

  makeFilter(make: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(make)} \\(\\d+\\)$`) });
  }

  /** The Follow toggles of the cards (each named after its car). */
  followToggles(makeModel = ''): Locator {
    const prefix = this.t.follow.label.replace('{{makeModel}}', makeModel);
    return this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix)}`) });
  }
}
