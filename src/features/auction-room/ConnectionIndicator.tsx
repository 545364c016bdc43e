import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../realtime/auctionConnection';
import styles from './ConnectionIndicator.module.css';
import { Icon } from '../../ui/icons/Icon';

const ICON_PATHS: Record<ConnectionStatus, string> = {
  connected: 'M4 10.5l4 4 8-9',
  connecting: 'M10 3a7 7 0 1 1-7 7',
  reconnecting: 'M10 3a7 7 0 1 1-7 7M3 4v6h6',
  offline: 'M5 5l10 10M15 5L5 15',
};

/** Whether live updates are flowing: text and icon, never colour alone. */
export function ConnectionIndicator({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('auctionRoom');
  const state = t(`connection.${status}`);
  return (
    <div className={styles.wrapper}>
      <p
        role="status"
        className={`${styles.indicator} ${styles[status]}`}
        aria-label={t('connection.label', { state })}
      >
        <Icon lines={ICON_PATHS[status]} size={18} grid={20} strokeWidth={2.5} className={styles.icon} />
        <span>{state}</span>
      </p>
      {status !== 'connected' && status !== 'connecting' && (
        <p className={styles.fallback}>{t('connection.fallback')}</p>
      )}
    </div>
  );
}
