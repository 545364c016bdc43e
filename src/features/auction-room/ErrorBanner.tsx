import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionProblem } from '../../realtime/connectionState';
import styles from './ErrorBanner.module.css';

/**
 * The room's error banner (spec §2): what is wrong with the live connection, in place. Refused
 * bids open the error dialog instead (spec §7). Memoized: the room renders again on every push.
 */
export const ErrorBanner = memo(function ErrorBanner({
  connectionProblem,
}: {
  connectionProblem: ConnectionProblem | null;
}) {
  const { t } = useTranslation('auctionRoom');
  return (
    <div role="alert" className={connectionProblem ? styles.banner : undefined}>
      {connectionProblem && <p className={styles.message}>{t(`errors.${connectionProblem}`)}</p>}
    </div>
  );
});
