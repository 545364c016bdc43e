import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import styles from './QueueFailure.module.css';

interface QueueFailureProps {
  retrying: boolean;
  retry: () => unknown;
}

/**
 * The queue could not be (re)loaded, with a retry; what was shown before stays below it. (A car
 * the backend cannot read fails no longer the whole queue: UnreadableApplications names it.)
 */
export function QueueFailure({ retrying, retry }: QueueFailureProps) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className={styles.failure}>
      <p>{t('applications.failed')}</p>
      <Button variant="secondary" onClick={() => void retry()} disabled={retrying} aria-busy={retrying}>
        {t('applications.retry')}
      </Button>
    </div>
  );
}
