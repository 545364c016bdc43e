import { StrictMode, type ReactNode } from 'react';
import { AppInstanceProvider, type AppInstance } from '../core/appInstance';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The app around its router: the same tree in the browser and when a page is prerendered, with the
 * app instance it is handed (core/appInstance: one per page in the browser, one per prerendered page).
 */
export function App({ app, router }: { app: AppInstance; router: ReactNode }) {
  return (
    <StrictMode>
      <AppInstanceProvider app={app}>
        <ErrorBoundary>{router}</ErrorBoundary>
      </AppInstanceProvider>
    </StrictMode>
  );
}
