import { useSyncExternalStore } from 'react';
import {
  askNotificationAccess,
  notificationAccess,
  type NotificationAccess,
} from '../lib/browserNotifications';

/** The user's choice, kept in this browser (a preference, no tracking). */
const STORAGE_KEY = 'notifyWhenHidden';

export interface NotificationSetting {
  /** The user switched it on (and the browser allows it: both are needed). */
  on: boolean;
  access: NotificationAccess;
}

const listeners = new Set<() => void>();
let snapshot: NotificationSetting = { on: false, access: 'unsupported' };

function readChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function refresh(): NotificationSetting {
  const access = notificationAccess();
  const on = access === 'granted' && readChoice();
  if (on !== snapshot.on || access !== snapshot.access) snapshot = { on, access };
  return snapshot;
}

function publish(): void {
  const before = snapshot;
  if (refresh() !== before) listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Permission can change in the browser's settings while the page is away.
  if (listeners.size === 1) {
    refresh();
    document.addEventListener('visibilitychange', publish);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', publish);
  };
}

/**
 * Read afresh while nobody listens; while someone does, the last reading, refreshed when the page
 * comes back into view and when the user switches. React reads this on every render (a live
 * auction renders many times a second), and asking the browser for its permission takes it
 * milliseconds each time.
 */
function currentSetting(): NotificationSetting {
  return listeners.size === 0 ? refresh() : snapshot;
}

/** Switching on asks the browser for permission, from this click only; switching off just stops. */
export async function switchNotifications(on: boolean): Promise<void> {
  const access =
    on && notificationAccess() === 'default' ? await askNotificationAccess() : notificationAccess();
  try {
    if (on && access === 'granted') localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts as long as nothing re-reads it.
  }
  publish();
}

export function useNotificationSetting(): NotificationSetting {
  return useSyncExternalStore(subscribe, currentSetting, currentSetting);
}
