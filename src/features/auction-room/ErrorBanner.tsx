import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/ApiError';
import type { ConnectionProblem } from '../../realtime/connectionState';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import styles from './ErrorBanner.module.css';

interface ErrorBannerProps {
  connectionProblem: ConnectionProblem | null;
  serverError: ApiError | null;
  onDismiss: () => void;
}

/** The room's error banner (spec §2): connection trouble and refused bids, in place, not as pop-ups. */
export function ErrorBanner({ connectionProblem, serverError, onDismiss }: ErrorBannerProps) {
  const { t } = useTranslation('auctionRoom');
  const empty = connectionProblem === null && serverError === null;
  return (
    <div role="alert" className={empty ? undefined : styles.banner}>
      {connectionProblem && <p className={styles.message}>{t(`errors.${connectionProblem}`)}</p>}
      {serverError && (
        <div className={styles.row}>
          <p className={styles.message}>{serverError.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={onDismiss}
            aria-label={t('errors.dismiss')}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
