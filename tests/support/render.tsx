import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorDialogProvider } from '../../src/app/ErrorDialogProvider';
import { routes } from '../../src/app/router';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The whole app (router, guard, layout, dialogs) at `path`. */
export function renderApp(path = '/', queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}

/** One component with the providers a screen expects (query cache, router, error dialog). */
export function renderWithProviders(element: ReactElement, { path = '/', queryClient = testQueryClient() } = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <ErrorDialogProvider>{element}</ErrorDialogProvider> }],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
