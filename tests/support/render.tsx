import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorDialogProvider } from '../../src/app/ErrorDialogProvider';
import { LoginDialogHost } from '../../src/app/LoginDialogHost';
import { AppRoutes } from '../../src/app/AppRoutes';
import { AppInstanceProvider } from '../../src/lib/appInstance';
import { newAppUnderTest } from './appUnderTest';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

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

function renderRouted(
  routes: ReactElement,
  path: string,
  queryClient: QueryClient,
  userOptions?: UserOptions,
) {
  const location: LocationProbe = { current: { pathname: path, search: '' } };
  const user = userEvent.setup(userOptions);
  const app = newAppUnderTest();
  const view = render(
    <AppInstanceProvider app={app}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <LocationSpy probeRef={location} />
          {routes}
        </MemoryRouter>
      </QueryClientProvider>
    </AppInstanceProvider>,
  );
  return { ...view, user, location, queryClient, app };
}

type UserOptions = Parameters<typeof userEvent.setup>[0];

interface RenderOptions {
  path?: string;
  /** The route pattern the element is mounted at, for useParams (e.g. '/car/:id'). */
  route?: string;
  queryClient?: QueryClient;
  /** e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: UserOptions;
}

interface ProviderOptions extends RenderOptions {
  /** Also the app's login dialog host (app/LoginDialogHost), for a screen that asks for a login. */
  withLoginDialog?: boolean;
}

/** The whole app (routes, guard, layout, dialogs) at `path`. */
export function renderApp(
  path = '/',
  { queryClient = testQueryClient(), userOptions }: Omit<RenderOptions, 'path'> = {},
) {
  return renderRouted(<AppRoutes />, path, queryClient, userOptions);
}

/**
 * One component with the providers a screen expects (query cache, router, error dialog): the way
 * to test a screen. Mount the whole app (`renderApp`) only where the routes, the guard or the
 * layout are what is tested.
 */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    route = '*',
    queryClient = testQueryClient(),
    userOptions,
    withLoginDialog = false,
  }: ProviderOptions = {},
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
    queryClient,
    userOptions,
  );
}
