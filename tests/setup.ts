import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetWaitingRequests } from '../src/api/waitingRequests';
import { i18n, startI18n } from '../src/i18n';
import { resources } from '../src/i18n/resources';
import { dismissLogin } from '../src/session/loginPrompt';
import { clearSession } from '../src/session/sessionStore';
import { server } from './msw/server';
import { draftWritesSettled } from '../src/ui/form/useFormDraft';

// Lazy screens load their chunks on first use; give them time on a busy machine.
configure({ asyncUtilTimeout: 4000 });

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
  // Form drafts (lib/formDrafts) go to an IndexedDB of the test's own: nothing is restored from another test.
  vi.stubGlobal('indexedDB', new IDBFactory());
});

/**
 * Every test starts from rest. The files of a worker share their modules (`isolate: false` in
 * vite.config.ts), so module state is reset here, after every test, whatever file it is in. The app's module-level stores put themselves back at rest when their last
 * listener leaves, so unmounting everything is what resets them: the shared clock stops
 * (lib/clock), the bid pipeline and the auction alerts forget (product/bidPipeline,
 * product/auctionAlerts), the watchlist, the expiry scheduler and the connection state stop
 * following the session, and the one STOMP connection closes (realtime/stompConnection) a
 * microtask after its last topic. What has no listeners to lose is reset explicitly.
 */
afterEach(async () => {
  // Real time first, so that unmounting and the socket's close run as they do in the app.
  vi.useRealTimers();
  cleanup();
  // A form's draft, flushed as it unmounted, lands in this test's IndexedDB before the next test's.
  await draftWritesSettled();
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  vi.unstubAllGlobals();
  server.resetHandlers();
  // A request a handler held for ever never reports its end.
  forgetWaitingRequests();
  clearSession();
  dismissLogin();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
