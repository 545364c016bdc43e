import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { useAppInstance } from '../lib/appInstance';
import { appQueryClient } from './queryClient';

/**
 * The app instance's one query cache, provided around each screen that loads data. The data layer
 * is loaded with the first such screen, not with the landing page (initial-download budget).
 * A client provided further up (a test's) wins.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const app = useAppInstance();
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={app.part(appQueryClient)}>{children}</QueryClientProvider>;
}
