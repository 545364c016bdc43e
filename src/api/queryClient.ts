import { notifyManager, QueryClient } from '@tanstack/react-query';
import type { AppInstance } from '../core/appInstance';
import './queryErrors';
import { WaitStopped } from './WaitStopped';

/**
 * Query updates reach the screen in the task that made them: a pushed auction is on screen as soon
 * as it is parsed, not one timer task later, behind whatever the browser does in between (bench:
 * live updates). Everything written in one task is still rendered once.
 */
notifyManager.setScheduler(queueMicrotask);

/**
 * The app instance's one query cache (core/appInstance): the one the root handed it at creation (a
 * test's), or the app's own. The screens read it through api/QueryProvider, the parts (the bid
 * pipeline, the followed auctions) ask the instance for it: always the same cache.
 */
export function appQueryClient(app: AppInstance): QueryClient {
  return app.given.queryClient ?? newAppQueryClient();
}

/**
 * The app's own query cache: a client error (4xx) will not change on retry; a server or network
 * failure gets one more try, unless the user stopped waiting for it.
 */
export function newAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          error.statusCode >= 500 && failureCount < 1 && !(error instanceof WaitStopped),
        retryDelay: 800,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
