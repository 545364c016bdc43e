/**
 * A field to fix (the first after a refused send, or the one a summary link names): focused, and,
 * when its label, control or message is out of view, scrolled so that they start at the top of
 * what the person sees: below the page's sticky header (global.css: `scroll-padding-top`) or at
 * the top of a dialog's body (ui/Dialog: the header stays outside what scrolls).
 */
export function showField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  const field = control.closest<HTMLElement>('[data-field]') ?? control;
  if (!inView(field)) field.scrollIntoView({ block: 'start' });
}

function inView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  // A modal dialog lies over the page's sticky header; the page lies under it.
  const inDialog = element.closest('dialog[open]') !== null;
  let top = inDialog ? 0 : parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  let bottom = window.innerHeight;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    const frame = parent.getBoundingClientRect();
    top = Math.max(top, frame.top);
    bottom = Math.min(bottom, frame.bottom);
  }
  return box.top >= top && box.bottom <= bottom;
}
