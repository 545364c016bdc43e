import { useSyncExternalStore } from 'react';

export interface LoginPrompt {
  open: boolean;
  /** Opened by the route guard: after logging in the user stays on the page they asked for. */
  stayOnPage: boolean;
}

/**
 * Whether the login dialog is open. It lives here, outside any feature, because the header,
 * the guard and several screens all ask for it, and the app renders the one dialog.
 */
const CLOSED: LoginPrompt = { open: false, stayOnPage: false };
let prompt: LoginPrompt = CLOSED;
const listeners = new Set<() => void>();

function set(next: LoginPrompt): void {
  if (prompt.open === next.open && prompt.stayOnPage === next.stayOnPage) return;
  prompt = next;
  listeners.forEach((listener) => listener());
}

export const requestLogin = (options: { stayOnPage?: boolean } = {}): void =>
  set({ open: true, stayOnPage: options.stayOnPage ?? false });
export const dismissLogin = (): void => set(CLOSED);

export function useLoginPrompt(): LoginPrompt {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prompt,
    () => CLOSED,
  );
}
