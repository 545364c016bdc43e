import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../realtime/auctionConnection';
import { Icon } from '../../ui/icons/Icon';
import { Pill, type PillTone } from '../../ui/Pill';
import styles from './ConnectionIndicator.module.css';

const ICON_PATHS: Record<ConnectionStatus, string> = {
  connected: 'M4 10.5l4 4 8-9',
  connecting: 'M10 3a7 7 0 1 1-7 7',
  reconnecting: 'M10 3a7 7 0 1 1-7 7M3 4v6h6',
  offline: 'M5 5l10 10M15 5L5 15',
};

const TONES: Record<ConnectionStatus, PillTone> = {
  connected: 'success',
  connecting: 'muted',
  reconnecting: 'warning',
  offline: 'danger',
};

/** Whether live updates are flowing: text and icon, never colour alone. */
export function ConnectionIndicator({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation('auctionRoom');
  const state = t(`connection.${status}`);
  return (
    <div className={styles.wrapper}>
      <Pill
        role="status"
        tone={TONES[status]}
        size="large"
        className={styles.indicator}
        aria-label={t('connection.label', { state })}
      >
        <Icon lines={ICON_PATHS[status]} size={18} grid={20} strokeWidth={2.5} className={styles.icon} />
        <span>{state}</span>
      </Pill>
      {status !== 'connected' && status !== 'connecting' && (
        <p className={styles.fallback}>{t('connection.fallback')}</p>
      )}
    </div>
  );
}
