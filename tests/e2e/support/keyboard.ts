import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `maxTabs`. */
export async function tabTo(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxTabs; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${maxTabs} presses`);
}
