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
 * Around each page: a loading state while its chunk (and texts) arrive, and a friendly page
 * instead of a blank screen if it fails to load or render. A new path gets a fresh boundary.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
