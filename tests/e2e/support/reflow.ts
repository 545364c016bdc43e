import { expect, type Page } from '@playwright/test';

/**
 * WCAG 1.4.10 Reflow: at 320 CSS px wide (a 1280 px screen zoomed to 400 %), no page scrolls
 * sideways, and no text inside a card or list item is cut off by its box. Zooming in is a resize:
 * the sweeps measure a page loaded at its size after narrowing it to 320 px.
 */
export const NARROW = { width: 320, height: 640 };

interface Overflow {
  scroll: number;
  culprits: string[];
  clipped: string[];
}

/** How far the page scrolls sideways, the widest elements past the edge, and text cut off in list items. */
export function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    // Shown on screen: not hidden, and bigger than the 1 px box of text kept for screen readers only.
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        element.getBoundingClientRect().width > 1 &&
        !element.closest('[aria-hidden="true"]')
      );
    };
    const scroll = root.scrollWidth - root.clientWidth;
    const culprits =
      scroll > 0
        ? [...document.body.querySelectorAll('*')]
            .filter(
              (element) => visible(element) && element.getBoundingClientRect().right > root.clientWidth + 1,
            )
            .slice(-5)
            .map(describe)
        : [];
    const clipped = [...document.querySelectorAll('main li :is(h2, h3, h4, p, dt, dd, a, span)')]
      .filter(
        (element) =>
          visible(element) &&
          getComputedStyle(element).display !== 'inline' &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).textOverflow !== 'ellipsis',
      )
      .slice(0, 5)
      .map(describe);
    return { scroll, culprits, clipped };
  });
}

/** Narrows the page to 320 px (if it is not) and checks that it reflows (`soft`: as expect.soft). */
export async function expectReflow(page: Page, what: string, { soft = false } = {}): Promise<void> {
  if (page.viewportSize()?.width !== NARROW.width) await page.setViewportSize(NARROW);
  // What the app lays out by script after a resize is there two frames later.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const overflow = await measure(page);
  (soft ? expect.soft : expect)(overflow, `${what} at ${NARROW.width} px`).toEqual({
    scroll: 0,
    culprits: [],
    clipped: [],
  });
}
