import { QueryClient } from '@tanstack/react-query';
import './queryErrors';

/** A client error (4xx) will not change on retry; a server or network failure gets one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => error.statusCode >= 500 && failureCount < 1,
        retryDelay: 800,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
