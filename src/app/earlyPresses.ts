/**
 * A prerendered page is on screen before the app's code has run, and its buttons look ready. The
 * head script (firstPaint.ts) marks each button pressed meanwhile, in order; once the app holds
 * the page, main.tsx presses them again. Links need none of this: they work as plain HTML.
 */
const PRESSED_EARLY_ATTRIBUTE = 'data-pressed-early';
/** On `<html>` once the app holds the page: from then on React handles every press itself. */
const APP_STARTED_ATTRIBUTE = 'data-app-started';

export function rememberEarlyPresses(): void {
  let count = 0;
  document.addEventListener(
    'click',
    (event) => {
      if (document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)) return;
      const button = event.target instanceof Element ? event.target.closest('#root button') : null;
      button?.setAttribute(PRESSED_EARLY_ATTRIBUTE, String((count += 1)));
    },
    true,
  );
}

/** Stops remembering, and hands over the buttons pressed so far, in the order they were pressed. */
export function takeEarlyPresses(): HTMLButtonElement[] {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  const pressed = [...document.querySelectorAll<HTMLButtonElement>(`button[${PRESSED_EARLY_ATTRIBUTE}]`)];
  const order = (button: HTMLButtonElement) => Number(button.getAttribute(PRESSED_EARLY_ATTRIBUTE));
  pressed.sort((a, b) => order(a) - order(b));
  for (const button of pressed) button.removeAttribute(PRESSED_EARLY_ATTRIBUTE);
  return pressed;
}
