import { devices, type BrowserContextOptions } from '@playwright/test';
import type { Language } from '../pages/AppShell';

const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The phone the `phone` project is (playwright.config.ts), as context options. */
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
export const PHONE: BrowserContextOptions = {
  ...pixel7,
  viewport: PHONE_VIEWPORT,
  isMobile: true,
  hasTouch: true,
};

/** The desktop the `desktop` project is. */
export const DESKTOP: BrowserContextOptions = { viewport: DESKTOP_VIEWPORT };

export interface SweepSize {
  name: 'desktop' | 'phone';
  use: BrowserContextOptions;
  viewport: { width: number; height: number };
  /** The language the sweep reads at this size. */
  language: Language;
}

/**
 * The sizes a sweep visits, each in one language: English on the desktop, Norwegian on the phone.
 * Every route is checked at both sizes (a11y.spec.ts), the dialogs take the sizes in turn
 * (a11y-dialogs.spec.ts): both languages and both sizes are seen, not every pairing of them; what
 * differs between the languages (texts, their length, `lang`) is seen either way.
 */
export const DESKTOP_SWEEP: SweepSize = {
  name: 'desktop',
  use: DESKTOP,
  viewport: DESKTOP_VIEWPORT,
  language: 'en',
};
const PHONE_SWEEP: SweepSize = { name: 'phone', use: PHONE, viewport: PHONE_VIEWPORT, language: 'no' };
export const SWEEP_SIZES: readonly SweepSize[] = [DESKTOP_SWEEP, PHONE_SWEEP];

/** The language a test reads in the project it runs in (phone or desktop): the sweep's pairing. */
export const projectLanguage = (isMobile: boolean): Language => (isMobile ? 'no' : 'en');
