import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, startI18n } from '../src/i18n';
import { resources } from '../src/i18n/resources';
import { server } from './msw/server';
import { settleAppsUnderTest } from './support/appUnderTest';
import { scaled } from './support/waitScale';

// Lazy screens load their chunks on first use: 4 s on a quiet machine, longer on a busy one
// (support/waitScale.ts, docs/testing.md).
configure({ asyncUtilTimeout: scaled(4000) });

// jsdom has HTMLDialogElement but not showModal/close.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => undefined;
// jsdom lays nothing out, so it has no scrollIntoView either.
Element.prototype.scrollIntoView ??= () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Screens load their namespaces lazily in the app; tests have them all from the start.
  await startI18n('en');
  await i18n.loadNamespaces(Object.keys(resources.no));
});
/**
 * Texts in tests (one convention, tests/README.md): every test starts in English and asserts the
 * English texts exactly as a user sees them (by role and accessible name; the spec quotes its texts
 * in English). A test about Norwegian says so in its name and switches explicitly with
 * `await i18n.changeLanguage('no')`; none relies on the default language or on translation keys.
 */
beforeEach(async () => {
  await i18n.changeLanguage('en');
  // Form drafts (core/formDrafts) go to an IndexedDB of the test's own: nothing is restored from another test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

/**
 * Every test starts from rest: each render makes a fresh app instance (tests/support/render.tsx),
 * so no state of the app is reset here. What the browser keeps (storage, the mock server's
 * handlers) is the test environment's and is cleared; the drafts a test's forms flushed as they
 * unmounted land in that test's own IndexedDB first.
 */
afterEach(async () => {
  // Real time first, so that unmounting and the socket's close run as they do in the app.
  vi.useRealTimers();
  cleanup();
  await settleAppsUnderTest();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  vi.unstubAllGlobals();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
