import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/ApiError';
import { Button } from '../../../ui/Button';
import styles from './QueueFailure.module.css';

interface QueueFailureProps {
  error: ApiError;
  retrying: boolean;
  retry: () => unknown;
}

/**
 * Why the queue could not be (re)loaded, with a retry; what was shown before stays below it. A
 * 403 here is the backend failing a whole page while a quick submission's road-authority lookup
 * is still running (contract §14.3): it passes within seconds.
 */
export function QueueFailure({ error, retrying, retry }: QueueFailureProps) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className={styles.failure}>
      <p>{error.statusCode === 403 ? t('applications.lookupPending') : t('applications.failed')}</p>
      <Button variant="secondary" onClick={() => void retry()} disabled={retrying} aria-busy={retrying}>
        {t('applications.retry')}
      </Button>
    </div>
  );
}
