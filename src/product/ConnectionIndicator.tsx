import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../realtime/connectionState';
import { closeLines } from '../ui/icons/glyphs';
import { Icon } from '../ui/icons/Icon';
import { Pill, type PillTone } from '../ui/Pill';
import styles from './ConnectionIndicator.module.css';

const ICON_PATHS: Record<ConnectionStatus, string> = {
  connected: 'M4.8 12.6l4.8 4.8 9.6-10.8',
  connecting: 'M12 3.6a8.4 8.4 0 1 1-8.4 8.4',
  reconnecting: 'M12 3.6a8.4 8.4 0 1 1-8.4 8.4M3.6 4.8v7.2h7.2',
  offline: closeLines,
};

const TONES: Record<ConnectionStatus, PillTone> = {
  connected: 'success',
  connecting: 'muted',
  reconnecting: 'warning',
  offline: 'danger',
};

interface ConnectionIndicatorProps {
  status: ConnectionStatus;
  /** The socket closed with the session: it comes back with the next login, not by itself. */
  sessionExpired?: boolean;
  /**
   * Whether what it stands beside can change live: false beside a paused or ended auction (or a desk
   * with no open one), where a connected socket reads "Connected", never "Live", and not in green.
   */
  auctionLive?: boolean;
}

/**
 * Whether live updates are flowing (one per screen: the room, the desk): text and icon, never colour
 * alone. Memoized: the screens around it render again on every push, the connection seldom changes.
 */
export const ConnectionIndicator = memo(function ConnectionIndicator({
  status,
  sessionExpired = false,
  auctionLive = true,
}: ConnectionIndicatorProps) {
  const { t } = useTranslation('auctionRoom');
  const idle = status === 'connected' && !auctionLive;
  const state = idle ? t('connection.connectedIdle') : t(`connection.${status}`);
  return (
    <div className={styles.wrapper}>
      <Pill
        role="status"
        tone={idle ? 'muted' : TONES[status]}
        size="large"
        className={styles.indicator}
        aria-label={t('connection.label', { state })}
      >
        <Icon lines={ICON_PATHS[status]} size={18} strokeWidth={3} className={styles.icon} />
        <span>{state}</span>
      </Pill>
      {sessionExpired ? (
        <p className={styles.fallback}>{t('sessionExpired.live')}</p>
      ) : idle ? (
        // Says why the pill went from "Live" to "Connected": nothing here can change live now.
        <p className={styles.fallback}>{t('connection.idleHint')}</p>
      ) : (
        status !== 'connected' &&
        status !== 'connecting' && <p className={styles.fallback}>{t('connection.fallback')}</p>
      )}
    </div>
  );
});
