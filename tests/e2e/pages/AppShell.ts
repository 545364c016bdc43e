import { expect, type Locator, type Page } from '@playwright/test';

export type Language = 'no' | 'en';

/** Words of the shell the page objects look for, per language (the app's own strings). */
export const SHELL_TEXT = {
  no: {
    login: /logg inn/i,
    loginSubmit: /logg inn/i,
    email: /e-post/i,
    password: /^passord/i,
    menu: /meny/i,
  },
  en: { login: /log in/i, loginSubmit: /^log in$/i, email: /e-mail/i, password: /^password/i, menu: /menu/i },
} as const;

/** The layout every page shares: header, language switcher, login dialog and error dialog. */
export class AppShell {
  constructor(
    readonly page: Page,
    readonly language: Language = 'no',
  ) {}

  /** Opens a path; `lng` is added only when a language other than the browser's is wanted. */
  async goto(path: string, language?: Language): Promise<void> {
    const url = language ? `${path}${path.includes('?') ? '&' : '?'}lng=${language}` : path;
    await this.page.goto(url);
    await expect(this.page.locator('main#main')).toBeVisible();
    // A public page is HTML until the app holds it; a press before that is not replayed (by design).
    await expect(this.page.locator('html')).toHaveAttribute('data-app-started');
  }

  get isPhone(): boolean {
    return (this.page.viewportSize()?.width ?? 1280) < 768;
  }

  header(): Locator {
    return this.page.locator('header').first();
  }

  /** The header's entries: on a phone they live behind the menu button. */
  async navigation(): Promise<Locator> {
    const desktopNav = this.header().getByRole('navigation').first();
    if (await desktopNav.isVisible()) return desktopNav;
    const menuButton = this.header().getByRole('button', { name: SHELL_TEXT[this.language].menu });
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
    const menu = this.page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async openLoginDialog(): Promise<Locator> {
    const nav = await this.navigation();
    await nav.getByRole('button', { name: SHELL_TEXT[this.language].login }).click();
    return this.loginDialog();
  }

  loginDialog(): Locator {
    return this.page.getByRole('dialog', { name: SHELL_TEXT[this.language].login });
  }

  async logInWithDialog(email: string, password: string): Promise<void> {
    const dialog = this.loginDialog();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(SHELL_TEXT[this.language].email).fill(email);
    await dialog.getByLabel(SHELL_TEXT[this.language].password, { exact: false }).first().fill(password);
    await dialog.getByRole('button', { name: SHELL_TEXT[this.language].loginSubmit }).click();
    await expect(dialog).toBeHidden();
  }

  async switchLanguage(to: Language): Promise<void> {
    const switcher = this.header()
      .getByRole('button', { name: /language|språk/i })
      .first();
    await switcher.click();
    await this.header().locator(`button[lang="${to}"]`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', to);
  }

  errorDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: /^(error|feil)/i });
  }

  async expectErrorDialog(message: string | RegExp, statusCode?: number): Promise<void> {
    const dialog = this.errorDialog();
    await expect(dialog).toBeVisible();
    if (statusCode !== undefined) await expect(dialog.getByRole('heading')).toContainText(String(statusCode));
    await expect(dialog).toContainText(message);
  }
}
