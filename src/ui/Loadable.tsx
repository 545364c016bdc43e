import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './Loadable.module.css';

/** What it needs of a query (TanStack Query's result fits): its state, and a way to try again. */
export type LoadableQuery<Data> = { isFetching: boolean; refetch: () => unknown } & (
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: Data }
);

interface LoadableProps<Data> {
  query: LoadableQuery<Data>;
  /** Shown while the first answer is on its way. */
  loading: string;
  /** Says what could not be loaded; a button under it tries again. */
  failed: string;
  /**
   * 'page': the whole screen is this data, so the failure is the page's heading and says why;
   * 'section': one part of a page (the error dialog has said why).
   */
  level: 'page' | 'section';
  children: (data: Data) => ReactNode;
}

/** The loading line, the failure with a retry button, or the loaded data: one shape for every screen. */
export function Loadable<Data>({ query, loading, failed, level, children }: LoadableProps<Data>) {
  const { t } = useTranslation();
  const headingId = useId();

  if (query.status === 'pending') {
    return (
      <p role="status" className={styles[level]}>
        {loading}
      </p>
    );
  }
  if (query.status === 'success') return children(query.data);

  const retry = (
    <Button
      variant={level === 'page' ? 'primary' : 'secondary'}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {t('actions.retry')}
    </Button>
  );
  if (level === 'section') {
    return (
      <div role="alert" className={styles.failedSection}>
        <p>{failed}</p>
        {retry}
      </div>
    );
  }
  return (
    <section className={styles.failedPage} aria-labelledby={headingId}>
      <h1 id={headingId}>{failed}</h1>
      <p>{query.error.message}</p>
      {retry}
    </section>
  );
}
