import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppInstance, type AppInstance } from '../../src/core/appInstance';
import { readDraft, saveDraft } from '../../src/core/formDrafts';
import { sharedComputer } from '../../src/core/sharedComputer';
import { rememberLanguage } from '../../src/i18n/detectLanguage';
import { notificationSetting } from '../../src/product/notificationSetting';
import { sessionStore } from '../../src/session/sessionStore';
import { watchlist, watchlistKey } from '../../src/session/watchlist';
import { makeToken } from '../support/tokens';

let app: AppInstance;

beforeEach(() => {
  app = createAppInstance();
});

describe('a shared computer keeps nothing in the browser (issue 37)', () => {
  it('is off until chosen, and the choice alone is kept, in this tab only', async () => {
    const shared = app.part(sharedComputer);
    expect(shared.on()).toBe(false);
    await shared.switchTo(true);
    expect(shared.on()).toBe(true);
    expect({ ...sessionStorage }).toEqual({ sharedComputer: 'on' });
    // A reload (a new app instance) keeps the promise.
    expect(createAppInstance().part(sharedComputer).on()).toBe(true);
    await shared.switchTo(false);
    expect(sessionStorage.getItem('sharedComputer')).toBeNull();
  });

  it('deletes every draft and the remembered language when chosen, and remembers no language after', async () => {
    await saveDraft('quick-submission', null, { name: 'Siri Selger' });
    await saveDraft('add-car:seller-1', 'seller-1', { make: 'Volvo' });
    rememberLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');

    await app.part(sharedComputer).switchTo(true);
    expect(await readDraft('quick-submission', null)).toBeNull();
    expect(await readDraft('add-car:seller-1', 'seller-1')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(document.cookie).not.toContain('i18next=');

    rememberLanguage('no');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    expect(document.cookie).not.toContain('i18next=');
  });

  it('keeps the followed auctions in the page only, and drops a list stored before', async () => {
    const session = app.part(sessionStore);
    const list = app.part(watchlist);
    session.start(makeToken(), 'rep-1');
    list.follow('car-a');
    expect(localStorage.getItem(watchlistKey('rep-1'))).toBe('["car-a"]');

    await app.part(sharedComputer).switchTo(true);
    list.follow('car-b');
    expect(list.carIds()).toEqual(['car-a', 'car-b']);
    expect(localStorage.getItem(watchlistKey('rep-1'))).toBeNull();
    list.unfollow('car-a');
    expect(list.carIds()).toEqual(['car-b']);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the notification choice in the page only', async () => {
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    await app.part(sharedComputer).switchTo(true);
    const setting = app.part(notificationSetting);
    await setting.switchTo(true);
    expect(setting.current().on).toBe(true);
    expect(localStorage.getItem('notifyWhenHidden')).toBeNull();
    vi.unstubAllGlobals();
  });
});
