import { vi } from 'vitest';

/** The browser's Notification API, recording what the page shows; `answer` is the user's reply. */
export class FakeNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = vi.fn(() => {
    FakeNotification.permission = FakeNotification.answer;
    return Promise.resolve(FakeNotification.answer);
  });
  static shown: { title: string; body?: string; tag?: string }[] = [];
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions = {}) {
    FakeNotification.shown.push({ title, body: options.body, tag: options.tag });
  }
  close() {}
}

/** A fresh browser for each test: nothing asked or shown yet, and the user would say yes. */
export function installFakeNotification(): void {
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  vi.stubGlobal('Notification', FakeNotification);
}
