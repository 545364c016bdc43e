import { expect, type Locator, type Page } from '@playwright/test';
import type { UploadFile } from '../support/files';
import { escapeRegExp, exactly, textsFor } from '../support/texts';
import { AppShell, type Language } from './AppShell';
import { scaled } from '../../support/waitScale';

export interface QuickSubmission {
  name: string;
  phoneNumber: string;
  registrationNumber: string;
  kilometers: number;
  expectedPrice?: number;
  photos: UploadFile[];
}

/** `/`: hero with SELL and BUY, steps, sample auctions, FAQ, and the landing dialogs. */
export class LandingPage {
  readonly shell: AppShell;
  t;
  private registration;

  constructor(
    readonly page: Page,
    public language: Language = 'no',
  ) {
    this.shell = new AppShell(page, language);
    this.t = textsFor(language).landing;
    this.registration = textsFor(language).registration;
  }

  async open(): Promise<void> {
    await this.shell.goto('/', this.language === 'no' ? undefined : this.language);
    await expect(this.headline()).toBeVisible();
  }

  headline(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t.hero.headline });
  }

  async switchLanguage(to: Language): Promise<void> {
    await this.shell.switchLanguage(to);
    this.language = to;
    this.t = textsFor(to).landing;
    this.registration = textsFor(to).registration;
    await expect(this.headline()).toBeVisible();
  }

  faqQuestions(): Locator {
    return this.page.getByRole('region', { name: exactly(this.t.faq.heading) }).getByRole('button');
  }

  /** Opens each of the six questions by click and returns the answers' texts. */
  async openEveryFaq(): Promise<string[]> {
    const questions = this.faqQuestions();
    await expect(questions).toHaveCount(6);
    const answers: string[] = [];
    for (let index = 0; index < 6; index++) {
      const question = questions.nth(index);
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      const answerId = await question.getAttribute('aria-controls');
      const answer = this.page.locator(`[id="${answerId ?? ''}"]`);
      await expect(answer).toBeVisible();
      answers.push(((await answer.textContent()) ?? '').trim());
    }
    return answers;
  }

  async closeEveryFaq(): Promise<void> {
    const questions = this.faqQuestions();
    for (let index = 0; index < 6; index++) {
      const question = questions.nth(index);
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(
        this.page.locator(`[id="${(await question.getAttribute('aria-controls')) ?? ''}"]`),
      ).toBeHidden();
    }
  }

  async openSellDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: exactly(this.t.hero.sell) }).click();
    const dialog = this.page.getByRole('dialog', { name: exactly(this.registration.sellerDialog.title) });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openBuyDialog(): Promise<Locator> {
    await this.page.getByRole('button', { name: exactly(this.t.hero.buy) }).click();
    const dialog = this.page.getByRole('dialog', { name: exactly(this.registration.buyerDialog.title) });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async submitCar(dialog: Locator, car: QuickSubmission): Promise<void> {
    const s = this.registration.sellerDialog;
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).first();
    await field(s.name).fill(car.name);
    await field(s.phoneNumber).fill(car.phoneNumber);
    await field(s.registrationNumber).fill(car.registrationNumber);
    await field(s.kilometers).fill(String(car.kilometers));
    if (car.expectedPrice !== undefined) await field(s.expectedPrice).fill(String(car.expectedPrice));
    // The gallery's input (Choose photos), not the camera's (Take a photo, `capture`).
    await dialog.locator('input[type="file"]:not([capture])').setInputFiles(car.photos);
    await expect(dialog.getByRole('img')).toHaveCount(car.photos.length);
    await dialog.getByRole('button', { name: exactly(s.send) }).click();
  }

  async expectApplicationSent(dialog: Locator): Promise<void> {
    await expect(dialog.getByText(this.registration.sellerDialog.sent)).toBeVisible({
      timeout: scaled(15_000),
    });
  }
}
