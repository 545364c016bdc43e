import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The one app instance (docs/state.md): everything the page shares while it is open (the session,
 * the watchlist, the socket, the bid pipeline, the shared clock, the query cache, …) is a part of
 * it. A part is made by its own function the first time anyone asks for it, once per instance; a
 * part that needs another asks the instance for it (`app.part(sessionStore)`). The root makes the
 * instance and hands it down: main.tsx for the page, the prerender one per page, a test one per
 * render. Nothing is left behind in a module, so a fresh instance is a fresh app.
 *
 * The root may hand the instance, at creation, what it should use instead of making it (a test's
 * query cache, with no retries): the instance's parts then use that, and React reads the same one
 * (api/QueryProvider provides the instance's query cache, never another).
 *
 * Parts are made on first use rather than all at the root so that a page loads only the code of
 * the parts it uses: the landing page never loads the socket or the query cache (its initial JS
 * budget, tests/budget).
 */
export interface AppInstance {
  part: <T>(make: Part<T>) => T;
  /** What the root handed at creation. */
  readonly given: AppInstanceOptions;
}

/** What the root may hand the instance at creation instead of letting it make its own. */
export interface AppInstanceOptions {
  /** The query cache (api/queryClient makes the app's own when none is given). */
  queryClient?: QueryClient;
}

/** A part's maker; the function itself names the part (one per instance). */
export type Part<T> = (app: AppInstance) => T;

export function createAppInstance(given: AppInstanceOptions = {}): AppInstance {
  const parts = new Map<Part<unknown>, unknown>();
  const app: AppInstance = {
    given,
    part<T>(make: Part<T>): T {
      if (!parts.has(make)) parts.set(make, make(app));
      return parts.get(make) as T;
    },
  };
  return app;
}

const AppInstanceContext = /* @__PURE__ */ createContext<AppInstance | null>(null);

export function AppInstanceProvider({ app, children }: { app: AppInstance; children: ReactNode }) {
  return <AppInstanceContext value={app}>{children}</AppInstanceContext>;
}

/** The instance the root handed down; outside one, a mistake in the tree, not a state to render. */
export function useAppInstance(): AppInstance {
  const app = useContext(AppInstanceContext);
  if (app === null) throw new Error('No app instance: render inside <AppInstanceProvider>.');
  return app;
}

/** A part of the app instance, made on the first ask. */
export function usePart<T>(make: Part<T>): T {
  return useAppInstance().part(make);
}
