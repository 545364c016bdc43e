import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from './config';
import { startI18n } from './i18n';
import './styles/global.css';
import { App } from './app/App';
import { AppRoutes, loadPage } from './app/AppRoutes';
import { takeEarlyPresses } from './app/earlyPresses';
import { CLIENT_RENDER_ATTRIBUTE, hydratablePage } from './app/prerenderedPage';
import { showTimesAsRenderedAt } from './lib/clock';

// Read before anything can change <html lang>.
const prerendered = hydratablePage();
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

function start(): void {
  if (container && prerendered) {
    showTimesAsRenderedAt(prerendered.renderedAt);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for the whole page: the page, already painted, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // A press reaching a part not hydrated yet hydrates it at once (nothing in it waits for a
    // chunk, see below), then acts.
    for (const button of takeEarlyPresses()) button.click();
  } else if (container) {
    container.replaceChildren();
    const root = createRoot(container);
    flushSync(() => root.render(app));
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  }
}

/**
 * A prerendered page (painted before this script was added: see app/appScripts.ts) hydrates once
 * its code and texts are in, so hydration never waits halfway (a click meanwhile would be lost).
 * Missing texts or code must not keep the page from rendering: the screens fall back to their
 * keys, and a chunk that failed to load shows the error page.
 */
const ready = prerendered
  ? startI18n(prerendered.language).then(() => loadPage(window.location.pathname))
  : // The page's language is the visitor's there; anywhere else, read it (app.html preloads the
    // detector). Should the detector not load, the page still starts, in the default language.
    import('./i18n/detectLanguage')
      .then(
        ({ detectLanguage }) => detectLanguage(),
        () => DEFAULT_LANGUAGE,
      )
      .then(startI18n);

void ready.catch(() => undefined).then(start);
