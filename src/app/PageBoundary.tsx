import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from './ErrorBoundary';
import styles from './PageBoundary.module.css';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status" data-page-loading>
      {t('loading')}
    </p>
  );
}

/**
 * Around each page: a loading state while the first page's chunk (and texts) arrive, and a
 * friendly page instead of a blank screen if it fails to load or render. A new path gets a fresh
 * error boundary; the loading boundary stays, so that on a move between pages (a transition) the
 * old page stays until the new one is ready, and both are swapped in one commit: the desk hands
 * its live connection to the auction room it opens instead of closing it first.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageLoading />}>
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
    </Suspense>
  );
}
