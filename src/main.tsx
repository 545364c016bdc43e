import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startI18n } from './i18n';
import { detectLanguage } from './i18n/detectLanguage';
import './styles/global.css';
import { App } from './app/App';
import { AppRoutes, loadPage } from './app/AppRoutes';
import { hydratablePage } from './app/prerenderedPage';
import { sessionSnapshot } from './session/sessionStore';

// Read before anything can change <html lang>.
const language = detectLanguage();
const prerendered = hydratablePage({ language, hasSession: sessionSnapshot().userId !== null });
const container = document.getElementById('root');
const app = (
  <App
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

/**
 * On `<html>` once the app holds the page: from then on React handles every press (one reaching
 * a part not hydrated yet hydrates it first, then acts). Before, the page is plain HTML.
 */
const APP_STARTED_ATTRIBUTE = 'data-app-started';

function start(): void {
  if (!container) return;
  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for the whole page: the page, already painted, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Not this visitor's page (or none at all, app.html): the app renders the right one over it.
    createRoot(container).render(app);
  }
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

/**
 * A prerendered page hydrates once its code and texts are in, so hydration never waits halfway.
 * Missing texts or code must not keep the page from rendering: the screens fall back to their
 * keys, and a chunk that failed to load shows the error page.
 */
const ready = startI18n(language).then(() => (prerendered ? loadPage(window.location.pathname) : undefined));

void ready.catch(() => undefined).then(start);
