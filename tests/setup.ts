import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, startI18n } from '../src/i18n';
import { resources } from '../src/i18n/resources';
import { dismissLogin } from '../src/session/loginPrompt';
import { clearSession } from '../src/session/sessionStore';
import { server } from './msw/server';

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
beforeEach(async () => {
  // The spec quotes its texts in English; tests that check Norwegian switch explicitly.
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearSession();
  dismissLogin();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
