import { useSyncExternalStore } from 'react';
import { usePart, type AppInstance } from '../core/appInstance';
import { sharedComputer } from '../core/sharedComputer';
import { createListeners } from '../lib/listeners';
import {
  askNotificationAccess,
  notificationAccess,
  type NotificationAccess,
} from '../lib/browserNotifications';

/** The user's choice, kept in this browser (a preference, no tracking); on a shared computer, in the page only. */
const STORAGE_KEY = 'notifyWhenHidden';

export interface NotificationSetting {
  /** The user switched it on (and the browser allows it: both are needed). */
  on: boolean;
  access: NotificationAccess;
}

function readChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export interface NotificationSettingStore {
  /**
   * Read afresh while nobody listens; while someone does, the last reading, refreshed when the
   * page comes back into view and when the user switches. React reads this on every render (a live
   * auction renders many times a second), and asking the browser for its permission takes it
   * milliseconds each time.
   */
  current: () => NotificationSetting;
  subscribe: (listener: () => void) => () => void;
  /** Switching on asks the browser for permission, from this click only; switching off just stops. */
  switchTo: (on: boolean) => Promise<void>;
}

/** The user's choice of browser notifications: a part of the app instance (core/appInstance). */
export function notificationSetting(app: AppInstance): NotificationSettingStore {
  const shared = app.part(sharedComputer);
  /** The choice on a shared computer, never written. */
  let choiceInPage = false;
  let snapshot: NotificationSetting = { on: false, access: 'unsupported' };
  const refresh = () => {
    const access = notificationAccess();
    const on = access === 'granted' && (shared.on() ? choiceInPage : readChoice());
    if (on !== snapshot.on || access !== snapshot.access) snapshot = { on, access };
    return snapshot;
  };
  const publish = () => {
    const before = snapshot;
    if (refresh() !== before) listeners.notify();
  };
  // Permission can change in the browser's settings while the page is away.
  const listeners = createListeners({
    onFirst: () => {
      refresh();
      document.addEventListener('visibilitychange', publish);
    },
    onLast: () => document.removeEventListener('visibilitychange', publish),
  });
  return {
    current: () => (listeners.size === 0 ? refresh() : snapshot),
    subscribe: listeners.subscribe,
    async switchTo(on) {
      const access =
        on && notificationAccess() === 'default' ? await askNotificationAccess() : notificationAccess();
      choiceInPage = on && access === 'granted';
      try {
        if (choiceInPage && !shared.on()) localStorage.setItem(STORAGE_KEY, 'on');
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Storage may be unavailable (private mode): the choice then lasts as long as nothing re-reads it.
      }
      publish();
    },
  };
}

export const useNotificationSettingStore = (): NotificationSettingStore => usePart(notificationSetting);

export function useNotificationSetting(): NotificationSetting {
  const store = useNotificationSettingStore();
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
