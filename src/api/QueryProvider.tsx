import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AppInstance } from '../lib/appInstance';
import { appQueryClient } from './queryClient';

/**
 * The app instance's one query cache, provided around each screen that loads data. The data layer
 * is loaded with the first such screen, not with the landing page (initial-download budget).
 * A test hands its query cache to the instance at creation, so tests run this same wiring. The instance comes as a prop from the screen's
 * wrapper (screens.ts) rather than from its context: this chunk then needs nothing of the entry's,
 * and the bundler keeps the instance's code in the entry (a chunk of its own cost the landing 0.4 kB).
 */
export function QueryProvider({ app, children }: { app: AppInstance; children: ReactNode }) {
  return <QueryClientProvider client={app.part(appQueryClient)}>{children}</QueryClientProvider>;
}
