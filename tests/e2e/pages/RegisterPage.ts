import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from '../support/files';
import { escapeRegExp, exactly, textsFor } from '../support/texts';
import { AppShell, type Language } from './AppShell';

export interface BuyerDetails {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  organisationName: string;
  organisationNumber: string;
  streetAddress: string;
  postalLocation: string;
  postalCode: string;
  country: string;
}

export interface SellerDetails {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  streetAddress: string;
  postalLocation: string;
  postalCode: string;
}

/** /register: the seller and buyer cards, and the buyer registration form inside a card or dialog. */
export class RegisterPage {
  readonly shell: AppShell;
  private readonly t;

  constructor(
    readonly page: Page,
    readonly language: Language = 'no',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language).registration;
  }

  async open(): Promise<void> {
    await this.shell.goto('/register', this.language === 'no' ? undefined : this.language);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.page.title })).toBeVisible();
  }

  card(kind: 'seller' | 'buyer'): Locator {
    const title = kind === 'seller' ? this.t.page.sellerCard : this.t.page.buyerCard;
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('button', { name: new RegExp(title) }) });
  }

  async expandCard(kind: 'seller' | 'buyer'): Promise<Locator> {
    const card = this.card(kind);
    const toggle = card.getByRole('button', {
      name: new RegExp(kind === 'seller' ? this.t.page.sellerCard : this.t.page.buyerCard),
    });
    // /register is prerendered: a press before the app holds the page does nothing (and is not
    // replayed), as for a person; a person presses again, the test waits for the app first.
    await expect(this.page.locator('html')).toHaveAttribute('data-app-started');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return card;
  }

  /** Fills both steps of the seller registration in `scope` (its card) and submits. */
  async registerSeller(scope: Locator, details: SellerDetails): Promise<void> {
    await this.fillAccount(scope, details);
    for (const [label, value] of this.sellerFields(details)) {
      await scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).fill(value);
    }
    await this.submit(scope);
  }

  /** Step 2 of the seller registration shows every detail of `details` (a draft brought them back). */
  async expectSellerDetails(scope: Locator, details: SellerDetails): Promise<void> {
    for (const [label, value] of this.sellerFields(details)) {
      await expect(scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`))).toHaveValue(value);
    }
  }

  private sellerFields(details: SellerDetails): [string, string][] {
    const d = this.t.details;
    return [
      [d.name, details.name],
      [d.phoneNumber, details.phoneNumber],
      [d.streetAddress, details.streetAddress],
      [d.postalLocation, details.postalLocation],
      [d.postalCode, details.postalCode],
    ];
  }

  /** Step 1: e-mail and password, then Next. */
  async fillAccount(scope: Locator, { email, password }: { email: string; password: string }): Promise<void> {
    await this.emailField(scope).fill(email);
    await this.passwordField(scope).fill(password);
    await scope.getByRole('button', { name: this.t.actions.next }).click();
  }

  /**
   * Step 1 after a draft brought it back: the e-mail is there as typed before (never the password,
   * which is never kept), the password is typed again, then Next.
   */
  async typePasswordAgain(
    scope: Locator,
    { email, password }: { email: string; password: string },
  ): Promise<void> {
    await expect(this.emailField(scope)).toHaveValue(email);
    await expect(this.passwordField(scope)).toHaveValue('');
    await this.passwordField(scope).fill(password);
    await scope.getByRole('button', { name: this.t.actions.next }).click();
  }

  private emailField = (scope: Locator) =>
    scope.getByLabel(new RegExp(`^${escapeRegExp(this.t.account.email)}`));
  private passwordField = (scope: Locator) =>
    scope.getByLabel(new RegExp(`^${escapeRegExp(this.t.account.password)}`)).first();

  async submit(scope: Locator): Promise<void> {
    await scope.getByRole('button', { name: exactly(this.t.actions.register) }).click();
  }

  /** Fills both steps of the buyer registration in `scope` (a card or the buyer dialog) and submits. */
  async registerBuyer(scope: Locator, details: BuyerDetails, licences: UploadFile[]): Promise<void> {
    await this.fillAccount(scope, details);
    const d = this.t.details;
    const fields: [string, string][] = [
      [d.name, details.name],
      [d.phoneNumber, details.phoneNumber],
      [d.organisationName, details.organisationName],
      [d.organisationNumber, details.organisationNumber],
      [d.streetAddress, details.streetAddress],
      [d.postalLocation, details.postalLocation],
      [d.postalCode, details.postalCode],
      [d.country, details.country],
    ];
    for (const [label, value] of fields) {
      await scope.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).fill(value);
    }
    await scope.locator('input[type="file"]').setInputFiles(licences);
    for (const licence of licences) await expect(scope.getByText(licence.name)).toBeVisible();
    await scope.getByRole('checkbox').check();
    await this.submit(scope);
  }

  async expectRegistered(scope: Locator): Promise<void> {
    await expect(scope.getByText(this.t.success.registered)).toBeVisible();
  }
}
