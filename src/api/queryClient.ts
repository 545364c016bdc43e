import { notifyManager, QueryClient } from '@tanstack/react-query';
import './queryErrors';
import { WaitStopped } from './WaitStopped';

/**
 * Query updates reach the screen in the task that made them: a pushed auction is on screen as soon
 * as it is parsed, not one timer task later, behind whatever the browser does in between (bench:
 * live updates). Everything written in one task is still rendered once.
 */
notifyManager.setScheduler(queueMicrotask);

/**
 * A client error (4xx) will not change on retry; a server or network failure gets one more try,
 * unless the user stopped waiting for it. The app instance's query cache (lib/appInstance).
 */
export function appQueryClient(): QueryClient {
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
