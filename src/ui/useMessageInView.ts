import { useEffect, type RefObject } from 'react';

/**
 * A message that appears after the person acted (a refused send, a send that got no answer) is
 * brought to where they look: scrolled into view inside its dialog or page (on a phone the box sits
 * above the fold, over the send button), and given the focus when the focus was lost on the way
 * (a send button disables itself while sending, and the browser then leaves the focus on the body).
 * Focus the person put somewhere else (a field they went back to) stays where it is. The element's
 * own role (`alert`, `status`) still announces it.
 */
export function useMessageInView(element: RefObject<HTMLElement | null>, message: string): void {
  useEffect(() => {
    const shown = element.current;
    if (!message || !shown) return;
    shown.scrollIntoView({ block: 'nearest' });
    const focused = document.activeElement;
    if (focused === null || focused === document.body) shown.focus({ preventScroll: true });
  }, [element, message]);
}
