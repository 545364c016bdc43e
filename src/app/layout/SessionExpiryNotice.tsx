import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSessionExpiry, type ExpiryPhase } from '../../session/expiryScheduler';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import { useLiveText } from '../../ui/useLiveText';
import styles from './SessionExpiryNotice.module.css';
import { useLoginPrompt } from '../../session/loginPrompt';

/**
 * What a screen reader hears, changing only at a few moments (warning, one minute, thirty
 * seconds, expiry) rather than every second.
 */
function useAnnouncement(phase: ExpiryPhase, secondsLeft: number): string {
  const { t } = useTranslation('session');
  if (phase === 'expired') return t('announce.expired');
  if (phase !== 'warning') return '';
  if (secondsLeft > 60) return t('announce.minutes', { minutes: Math.ceil(secondsLeft / 60) });
  if (secondsLeft > 30) return t('announce.oneMinute');
  return t('announce.seconds', { seconds: 30 });
}

/** The element the user was working in, so the login dialog gives focus back to it, not to this notice. */
function useLastFocusOutside(notice: RefObject<HTMLElement | null>) {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !notice.current?.contains(target)) last.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [notice]);
  return last;
}

/**
 * `1:05`. Worked out here rather than with lib/countdown: a module this lazy chunk shares with the
 * entry is split out of it, and the landing page's initial download would grow (bundle budget).
 */
function minutesAndSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The backend has no refresh token (contract §1): two minutes before the token's `exp` this
 * non-modal notice counts down and offers to log in again in place; after an expiry it says so.
 * Nothing on the page unmounts either way, so nothing typed is lost.
 * `now` comes from the shared clock, read by the host in the entry.
 */
export function SessionExpiryNotice({ now }: { now: number }) {
  const loginPrompt = useLoginPrompt();
  const { t } = useTranslation('session');
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const { phase, expiresAt } = useSessionExpiry();
  const [hiddenUntil, setHiddenUntil] = useState<number | null>(null);
  const lastFocus = useLastFocusOutside(ref);
  const secondsLeft = expiresAt === null ? 0 : Math.max(0, Math.floor((expiresAt - now) / 1000));
  const spoken = useLiveText(useAnnouncement(phase, secondsLeft));

  const shown = phase === 'expired' || (phase === 'warning' && hiddenUntil !== expiresAt);
  const logInAgain = () => {
    lastFocus.current?.focus({ preventScroll: true });
    loginPrompt.request({ stayOnPage: true });
  };

  return (
    <>
      <div role="status" className="visually-hidden">
        {spoken}
      </div>
      {shown && (
        <section
          ref={ref}
          className={`${styles.notice} ${phase === 'expired' ? styles.expired : ''}`}
          aria-labelledby={titleId}
          data-session-notice
        >
          <svg className={styles.icon} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 9v4l3 2M9 3h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div className={styles.text}>
            <h2 id={titleId} className={styles.title}>
              {phase === 'expired' || secondsLeft === 0 ? (
                t('notice.expiredTitle')
              ) : (
                <Trans
                  t={t}
                  i18nKey="notice.warningTitle"
                  values={{ time: minutesAndSeconds(secondsLeft) }}
                  components={{ timer: <span role="timer" className={styles.time} /> }}
                />
              )}
            </h2>
            <p className={styles.body}>
              {phase === 'expired' ? t('notice.expiredText') : t('notice.warningText')}
            </p>
          </div>
          <div className={styles.actions}>
            <Button onClick={logInAgain}>{t('notice.loginAgain')}</Button>
            {phase === 'warning' && (
              <button
                type="button"
                className={styles.hide}
                aria-label={t('notice.hide')}
                onClick={() => setHiddenUntil(expiresAt)}
              >
                <CloseIcon />
              </button>
            )}
          </div>
        </section>
      )}
    </>
  );
}
