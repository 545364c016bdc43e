import { useSyncExternalStore } from 'react';
import { SHARED_COMPUTER_KEY } from '../config';
import { usePart } from './appInstance';
import { createListeners } from '../lib/listeners';

/**
 * "This is a shared computer" (the login dialog, the quick submission): while it is on, nothing
 * about the person is written to the browser: form drafts, followed auctions, the notification
 * and language choices stay in the page's memory and go with it. Switching it on deletes every
 * form draft and the remembered language. The choice itself is kept in sessionStorage (it names
 * nobody), so a reload keeps the promise; it goes when the tab closes. A part of the app instance
 * (core/appInstance).
 */
export interface SharedComputer {
  on: () => boolean;
  switchTo: (on: boolean) => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

/** The remembered language goes (the keys i18n/detectLanguage.ts gives the detector): the next visit follows the browser. */
function forgetLanguage(): void {
  try {
    localStorage.removeItem('i18nextLng');
  } catch {
    // Nothing stored where storage is refused.
  }
  document.cookie = 'i18next=; Path=/; SameSite=Lax; Max-Age=0';
}

function read(): boolean {
  try {
    return sessionStorage.getItem(SHARED_COMPUTER_KEY) === 'on';
  } catch {
    return false;
  }
}

export function sharedComputer(): SharedComputer {
  // Where sessionStorage is refused, the choice lasts as long as the page.
  let current = read();
  const listeners = createListeners();
  return {
    on: () => current,
    subscribe: listeners.subscribe,
    async switchTo(on) {
      current = on;
      try {
        if (on) sessionStorage.setItem(SHARED_COMPUTER_KEY, 'on');
        else sessionStorage.removeItem(SHARED_COMPUTER_KEY);
      } catch {
        // Kept in memory only.
      }
      listeners.notify();
      if (on) {
        forgetLanguage();
        // The drafts' store is loaded when it is needed: it is not in the landing's first download.
        const { deleteAllDrafts } = await import('./formDrafts');
        await deleteAllDrafts();
      }
    },
  };
}

export const useSharedComputerStore = (): SharedComputer => usePart(sharedComputer);

/** Whether this is a shared computer, re-rendering when it changes. A prerendered page says no. */
export function useSharedComputer(): boolean {
  const store = useSharedComputerStore();
  return useSyncExternalStore(store.subscribe, store.on, () => false);
}
