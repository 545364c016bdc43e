/**
 * The browser's Notification API, where there is one. Permission is asked for only from a click
 * (the caller's), never on load. Framework-free.
 */

export type NotificationAccess = 'unsupported' | 'default' | 'denied' | 'granted';

export function notificationAccess(): NotificationAccess {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Asks the browser (it may show its own prompt); resolves with what the user chose. */
export async function askNotificationAccess(): Promise<NotificationAccess> {
  if (notificationAccess() === 'unsupported') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return notificationAccess();
  }
}

/**
 * Shows a notification when allowed; a click brings the tab back. Notifications with the same
 * tag replace each other. False when nothing was shown (some mobile browsers allow them only
 * through a service worker, and throw here).
 */
export function showNotification(title: string, options: { body: string; tag: string }): boolean {
  if (notificationAccess() !== 'granted') return false;
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    return false;
  }
}
