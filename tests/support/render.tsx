import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../../src/api/QueryProvider';
import { appQueryClient } from '../../src/api/queryClient';
import { ErrorDialogProvider } from '../../src/app/ErrorDialogProvider';
import { LoginDialogHost } from '../../src/app/LoginDialogHost';
import { AppRoutes } from '../../src/app/AppRoutes';
import { AppInstanceProvider, type AppInstance } from '../../src/core/appInstance';
import { newAppUnderTest } from './appUnderTest';

/** Where the router is now: `location.current.pathname`, `.search`. */
export interface LocationProbe {
  current: { pathname: string; search: string };
}

function LocationSpy({ probeRef }: { probeRef: LocationProbe }) {
  const location = useLocation();
  useEffect(() => {
    probeRef.current = { pathname: location.pathname, search: location.search };
  }, [location, probeRef]);
  return null;
}

/**
 * A screen's wiring in the app: the app instance, and its query cache provided as a lazily loaded
 * screen gets it (src/lazyScreen.ts wraps each in api/QueryProvider). No other client anywhere: a test
 * that needs its own hands it to the instance at creation (`newAppUnderTest(queryClient)`).
 */
export function InApp({ app, children }: { app: AppInstance; children: ReactNode }) {
  return (
    <AppInstanceProvider app={app}>
      <QueryProvider>{children}</QueryProvider>
    </AppInstanceProvider>
  );
}

function renderRouted(
  routes: ReactElement,
  path: string,
  { queryClient, userOptions, asScreen }: RenderOptions & { asScreen: boolean },
) {
  const location: LocationProbe = { current: { pathname: path, search: '' } };
  const user = userEvent.setup(userOptions);
  const app = newAppUnderTest(queryClient);
  // The app's own router (main.tsx), on jsdom's history: what the app reads of window.location is
  // where the router is.
  window.history.replaceState(null, '', path);
  const router = (
    <BrowserRouter>
      <LocationSpy probeRef={location} />
      {routes}
    </BrowserRouter>
  );
  const view = render(
    asScreen ? (
      <InApp app={app}>{router}</InApp>
    ) : (
      <AppInstanceProvider app={app}>{router}</AppInstanceProvider>
    ),
  );
  return { ...view, user, location, queryClient: app.part(appQueryClient), app };
}

type UserOptions = Parameters<typeof userEvent.setup>[0];

interface RenderOptions {
  path?: string;
  /** The route pattern the element is mounted at, for useParams (e.g. '/car/:id'). */
  route?: string;
  /** The query cache the app instance is made with (the test's, testQueryClient, by default). */
  queryClient?: QueryClient;
  /** e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: UserOptions;
}

interface ProviderOptions extends RenderOptions {
  /** Also the app's login dialog host (app/LoginDialogHost), for a screen that asks for a login. */
  withLoginDialog?: boolean;
}

/**
 * The whole app (routes, guard, layout, dialogs) at `path`, wired as main.tsx wires it: the
 * instance at the root, each screen providing the instance's query cache as it loads.
 */
export function renderApp(path = '/', { queryClient, userOptions }: Omit<RenderOptions, 'path'> = {}) {
  return renderRouted(<AppRoutes />, path, { queryClient, userOptions, asScreen: false });
}

/**
 * One component with the providers a screen expects (query cache, router, error dialog): the way
 * to test a screen. Mount the whole app (`renderApp`) only where the routes, the guard or the
 * layout are what is tested.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', route = '*', queryClient, userOptions, withLoginDialog = false }: ProviderOptions = {},
) {
  const screen = withLoginDialog ? (
    <>
      {element}
      <LoginDialogHost />
    </>
  ) : (
    element
  );
  return renderRouted(
    <Routes>
      <Route path={route} element={<ErrorDialogProvider>{screen}</ErrorDialogProvider>} />
    </Routes>,
    path,
    { queryClient, userOptions, asScreen: true },
  );
}
