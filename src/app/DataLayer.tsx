import type { ReactNode } from 'react';
import { QueryProvider } from '../api/QueryProvider';
import { SlowAnswerHost } from './SlowAnswerHost';

/**
 * What every screen that loads data is wrapped in (lazyScreen.tsx), and the header's role links: the one query cache, and the
 * host that says when the server is slow to answer. Both load with the first such screen, not with
 * the landing page (initial-download budget).
 */
export function DataLayer({ children }: { children: ReactNode }) {
  return (
    <>
      <QueryProvider>{children}</QueryProvider>
      <SlowAnswerHost />
    </>
  );
}
