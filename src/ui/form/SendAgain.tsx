import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { useMessageInView } from '../useMessageInView';
import { useOnline } from '../useOnline';
import styles from './FormNotice.module.css';

interface SendAgainProps {
  /** The last send got no answer (offline, or the server did not answer). */
  unanswered: boolean;
  busy: boolean;
}

/**
 * Inside a <Form>, under its error box: after a send that got no answer, says that everything is
 * kept and offers to send again, now or, while offline, by itself as soon as the browser is back
 * online (the user's choice, which they can take back).
 */
export function SendAgain({ unanswered, busy }: SendAgainProps) {
  const { t } = useTranslation('ui');
  const online = useOnline();
  const [waiting, setWaiting] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!waiting) return;
    const sendNow = () => {
      setWaiting(false);
      panel.current?.closest('form')?.requestSubmit();
    };
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [waiting]);

  const shown = (unanswered || waiting) && !busy;
  const notice = useRef<HTMLDivElement>(null);
  useMessageInView(notice, shown ? (waiting ? 'waiting' : 'kept') : '');
  return (
    <div role="status" ref={panel}>
      {shown && (
        <div className={styles.notice} ref={notice} tabIndex={-1}>
          <p className={styles.text}>{waiting ? t('sendAgain.waiting') : t('sendAgain.kept')}</p>
          <div className={styles.actions}>
            {waiting ? (
              <Button variant="secondary" onClick={() => setWaiting(false)}>
                {t('sendAgain.stopWaiting')}
              </Button>
            ) : (
              <>
                <Button type="submit">{t('sendAgain.now')}</Button>
                {!online && (
                  <Button variant="secondary" onClick={() => setWaiting(true)}>
                    {t('sendAgain.whenOnline')}
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
