import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK_SKEW_SHOWN_MS } from '../config';
import { usePart } from '../core/appInstance';
import { serverTime } from '../core/serverTime';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MINUTES = 60;

/**
 * Where times are shown (the room, the desk), one calm line when this computer's clock is more than
 * a few seconds off the auction's: the countdowns follow the server's clock (core/serverTime.ts), so
 * a person whose taskbar disagrees learns why. Nothing when the clock is right or not yet known.
 */
export function ClockSkewNotice({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const server = usePart(serverTime);
  const offset = useSyncExternalStore(server.subscribe, server.offset, () => 0);
  if (Math.abs(offset) <= CLOCK_SKEW_SHOWN_MS) return null;
  const off = Math.abs(offset);
  const totalMinutes = Math.round(off / MINUTE_MS);
  const hours = Math.floor(totalMinutes / HOUR_MINUTES);
  const minutes = totalMinutes % HOUR_MINUTES;
  const parts =
    off < MINUTE_MS
      ? [t('serverTime.seconds', { count: Math.round(off / SECOND_MS) })]
      : [
          ...(hours > 0 ? [t('serverTime.hours', { count: hours })] : []),
          ...(minutes > 0 ? [t('serverTime.minutes', { count: minutes })] : []),
        ];
  // The server's clock ahead of this computer's: this one is slow.
  const key = offset > 0 ? 'serverTime.slow' : 'serverTime.fast';
  return <p className={className}>{t(key, { amount: parts.join(' ') })}</p>;
}
