import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, exactly, textsFor } from '../support/texts';
import { AppShell, type Language } from './AppShell';

export interface NewRepresentative {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
}

/** /user/{id}: the profile panel and the role's lists. */
export class ProfilePage {
  readonly shell: AppShell;
  private readonly t;

  constructor(
    readonly page: Page,
    readonly language: Language = 'no',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language);
  }

  async open(userId: string): Promise<void> {
    await this.shell.goto(`/user/${userId}`, this.language === 'no' ? undefined : this.language);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.panel()).toBeVisible();
  }

  panel(): Locator {
    return this.page
      .getByRole('region', { name: new RegExp(escapeRegExp(this.t.profile.panel.title)) })
      .first();
  }

  field(label: string): Locator {
    return this.panel().getByLabel(new RegExp(`^${escapeRegExp(label)}`));
  }

  representatives(): Locator {
    return this.page.getByRole('region', { name: exactly(this.t.company.representatives.title) });
  }

  addRepresentativeButton(): Locator {
    return this.representatives().getByRole('button', { name: exactly(this.t.company.representatives.add) });
  }

  async addRepresentative(rep: NewRepresentative): Promise<void> {
    await this.addRepresentativeButton().click();
    const r = this.t.company.representatives;
    const dialog = this.page.getByRole('dialog', { name: exactly(r.addTitle) });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(r.name)}`)).fill(rep.name);
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(r.phoneNumber)}`)).fill(rep.phoneNumber);
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(r.email)}`)).fill(rep.email);
    await dialog
      .getByLabel(new RegExp(`^${escapeRegExp(r.password)}`))
      .first()
      .fill(rep.password);
    await dialog.getByRole('button', { name: exactly(r.add) }).click();
    await expect(dialog).toBeHidden();
    await expect(this.representatives().getByText(rep.email)).toBeVisible();
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('button', { name: exactly(this.t.profile.account.logOut) }).click();
  }
}
