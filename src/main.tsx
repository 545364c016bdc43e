import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startI18n } from './i18n';
import './styles/global.css';
import { App } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { CLIENT_RENDER_ATTRIBUTE, fittingPrerender } from './app/prerenderedPage';
import { showTimesAsRenderedAt } from './lib/clock';

// Read before anything can change <html lang>.
const renderedAt = fittingPrerender();
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
  if (container && renderedAt !== null) {
    showTimesAsRenderedAt(renderedAt);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking it for the whole page: the page, already painted, stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else if (container) {
    container.replaceChildren();
    const root = createRoot(container);
    flushSync(() => root.render(app));
    document.documentElement.removeAttribute(CLIENT_RENDER_ATTRIBUTE);
  }
}

/** Resolves after the browser has painted what it has: the prerendered page is shown before hydrating. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// Missing texts must not keep the page from rendering; the screens fall back to their keys.
void Promise.all([startI18n().catch(() => undefined), renderedAt === null ? null : afterNextPaint()]).then(
  start,
);
