import { StrictMode, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** The app around its router: the same tree in the browser and when a page is prerendered. */
export function App({ router }: { router: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>{router}</ErrorBoundary>
    </StrictMode>
  );
}
