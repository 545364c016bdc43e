import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startI18n } from './i18n';
import { detectLanguage } from './i18n/detectLanguage';
import './styles/global.css';
import { App } from './app/App';
import { AppRoutes, loadPage } from './app/AppRoutes';
import { hydratablePage } from './app/prerenderedPage';
import { createAppInstance } from './core/appInstance';
import { sessionStore } from './session/sessionStore';

const container = document.getElementById('root');
/** The page's one app instance (core/appInstance), handed down from here. */
const instance = createAppInstance();
const app = (
  <App
    app={instance}
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

function mount(root: HTMLElement, hydrate: boolean): void {
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for the whole page: the page, already painted, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Not this visitor's page (or none at all, app.html): the app renders the right one over it.
    createRoot(root).render(app);
  }
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}

/** How long a page without HTML of its own waits for its code before the header paints without it. */
const PAGE_CODE_WAIT_MS = 300;

const delay = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Resolves in a task of its own, so that the browser can paint or handle a press in between. */
function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

/**
 * The start, in steps that each run as a task of their own: evaluating the modules, reading the
 * language (the detector's first look into storage) and starting i18n, as one task, counted as
 * blocking time on Lighthouse's slowed CPU (bench/README.md §10 has the figures). Hydration then
 * yields by itself (a transition).
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // Read before anything can change <html lang>.
  const language = detectLanguage();
  const prerendered = hydratablePage({
    language,
    hasSession: instance.part(sessionStore).snapshot().userId !== null,
  });
  await nextTask();
  // The page renders once its code and texts are in (AppRoutes' loadPage says why), a prerendered
  // page hydrates then. Any other page (app.html) waits for them PAGE_CODE_WAIT_MS at most: in time,
  // it shows without a loading state first, which React would hold for 300 ms (the console's first
  // list, bench/README.md §8); on a slow phone the header paints without waiting for the page's
  // code. They are asked for after the shell's texts, never beside them: on a slow phone's network
  // the page's code took the shell's bandwidth, and the header painted 4 s later (bench/README.md,
  // "Issues 44 and 45 finished"). Missing texts or code must not keep the page from rendering: the
  // screens fall back to their keys, and a chunk that failed to load shows the error page.
  try {
    await startI18n(language);
    const page = loadPage(window.location.pathname);
    await (prerendered ? page : Promise.race([page, delay(PAGE_CODE_WAIT_MS)]));
  } catch {
    // rendered all the same, as said above
  }
  mount(root, prerendered !== null);
}

if (container) void start(container);
