import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from '../pages/AppShell';
import { escapeRegExp, exactly, textsFor } from './texts';

/**
 * What a refused send must show (issue 44, docs/forms.md "A refused send"): the first wrong field
 * focused, its label below the header and its message above the screen's bottom; with two or more
 * wrong fields, the summary naming the first first, and its link to the second showing that one.
 */

/** Sends a form as a person at its bottom does: the send button scrolled into view, then pressed. */
export async function sendFromBottom(send: Locator): Promise<void> {
  await send.scrollIntoViewIfNeeded();
  await send.click();
}

/** A dialog's own header (ui/Dialog), which stays while its body scrolls. */
export const dialogHeader = (dialog: Locator): Locator => dialog.getByRole('heading').first().locator('..');

/**
 * The field that has the focus, with its label, control and message, lies wholly between the
 * bottom of `header` (the page's sticky header, or a dialog's) and the bottom of the screen.
 */
export async function expectFocusedFieldShown(page: Page, header: Locator, label: string): Promise<void> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(new RegExp(`^${escapeRegExp(label)}`));
  const id = (await focused.getAttribute('id')) ?? '';
  const message = page.locator(`[id="${id}-error"]`);
  await expect(message).toBeVisible();
  const [top, bottom, above] = await Promise.all([
    page.locator(`label[for="${id}"]`).first().boundingBox(),
    message.boundingBox(),
    header.boundingBox(),
  ]);
  const screen = page.viewportSize();
  if (!top || !bottom || !above || !screen) throw new Error('the field, its header or the screen has no box');
  expect(top.y, `${label}: its label below the header`).toBeGreaterThanOrEqual(above.y + above.height);
  expect(bottom.y + bottom.height, `${label}: its message above the screen's bottom`).toBeLessThanOrEqual(
    screen.height,
  );
}

/**
 * A refused send of `within` (a form's page region or dialog) under `header`: `names` are the
 * labels of its wrong fields in page order (one for a form of one field, which has no summary).
 */
export async function expectRefusalShown(
  page: Page,
  within: Locator,
  header: Locator,
  language: Language,
  names: string[],
): Promise<void> {
  const [first = '', second] = names;
  await expectFocusedFieldShown(page, header, first);
  if (second === undefined) return;
  const summary = within.getByRole('region', { name: exactly(textsFor(language).ui.form.fixSummary) });
  const links = summary.getByRole('link');
  await expect(links.first()).toHaveText(new RegExp(`^${escapeRegExp(first)}: `));
  await links.nth(1).click();
  await expectFocusedFieldShown(page, header, second);
}

/** A server's refusal (no field to show): its box is in view, wholly below `header`. */
export async function expectServerRefusalShown(box: Locator, header: Locator): Promise<void> {
  await expect(box).toBeInViewport({ ratio: 1 });
  const [shown, above] = await Promise.all([box.boundingBox(), header.boundingBox()]);
  if (!shown || !above) throw new Error('the refusal or its header has no box');
  expect(shown.y, 'the refusal below the header').toBeGreaterThanOrEqual(above.y + above.height);
}
