import { useSyncExternalStore } from 'react';
import { usePart } from '../core/appInstance';
import { createListeners } from '../lib/listeners';

export interface LoginPromptState {
  open: boolean;
  /** Opened by the route guard: after logging in the user stays on the page they asked for. */
  stayOnPage: boolean;
}

export interface LoginPrompt {
  state: () => LoginPromptState;
  subscribe: (listener: () => void) => () => void;
  request: (options?: { stayOnPage?: boolean }) => void;
  dismiss: () => void;
}

const CLOSED: LoginPromptState = { open: false, stayOnPage: false };

/**
 * Whether the login dialog is open: a part of the app instance (core/appInstance), outside any
 * feature, because the header, the guard and several screens all ask for it, and the app renders
 * the one dialog.
 */
export function loginPrompt(): LoginPrompt {
  let prompt = CLOSED;
  const listeners = createListeners();
  const set = (next: LoginPromptState) => {
    if (prompt.open === next.open && prompt.stayOnPage === next.stayOnPage) return;
    prompt = next;
    listeners.notify();
  };
  return {
    state: () => prompt,
    subscribe: listeners.subscribe,
    request: (options = {}) => set({ open: true, stayOnPage: options.stayOnPage ?? false }),
    dismiss: () => set(CLOSED),
  };
}

/** The prompt, to open or close it. */
export const useLoginPrompt = (): LoginPrompt => usePart(loginPrompt);

/** Whether the dialog is asked for, re-rendering when that changes. */
export function useLoginPromptState(): LoginPromptState {
  const prompt = useLoginPrompt();
  return useSyncExternalStore(prompt.subscribe, prompt.state, () => CLOSED);
}
