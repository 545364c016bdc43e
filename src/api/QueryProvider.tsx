import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppInstance } from '../core/appInstance';
import { appQueryClient } from './queryClient';

/**
 * The app instance's one query cache, provided around each screen that loads data. The data layer
 * is loaded with the first such screen, not with the landing page (initial-download budget).
 * A test hands its query cache to the instance at creation, so tests run this same wiring.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={useAppInstance().part(appQueryClient)}>{children}</QueryClientProvider>;
}
