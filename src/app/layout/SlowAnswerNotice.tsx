import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { WaitingRequest } from '../../api/waitingRequests';
import { Button } from '../../ui/Button';
import { useLiveText } from '../../ui/useLiveText';
import styles from './SlowAnswerNotice.module.css';

/**
 * Where the notice goes: into the open dialog, if any, since a modal dialog makes the rest of the
 * page inert and covers it; otherwise over the page. The host re-renders every second while a
 * request waits, so a dialog opened meanwhile is followed.
 */
function noticeParent(): Element {
  const dialogs = document.querySelectorAll('dialog[open]');
  return dialogs.item(dialogs.length - 1) ?? document.body;
}

/**
 * Says that the server is slow to answer, and keeps waiting (no timeout, spec §7). Loads can be
 * sent again or stopped; a send cannot be called back, and the notice says so.
 */
export function SlowAnswerNotice({ slow }: { slow: readonly WaitingRequest[] }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const loads = slow.filter((request) => request.kind === 'load');
  const sends = slow.some((request) => request.kind === 'send');
  const spoken = useLiveText(slow.length > 0 ? t('slowAnswer.title') : '');
  if (slow.length === 0) return null;

  return createPortal(
    <section className={styles.notice} aria-labelledby={titleId} data-slow-answer>
      <div role="status" className="visually-hidden">
        {spoken}
      </div>
      <h2 id={titleId} className={styles.title}>
        {t('slowAnswer.title')}
      </h2>
      {loads.length > 0 && <p className={styles.body}>{t('slowAnswer.load')}</p>}
      {sends && <p className={styles.body}>{t('slowAnswer.send')}</p>}
      {loads.length > 0 && (
        <div className={styles.actions}>
          <Button onClick={() => loads.forEach((request) => request.retry?.())}>
            {t('slowAnswer.retry')}
          </Button>
          <Button variant="secondary" onClick={() => loads.forEach((request) => request.stop?.())}>
            {t('slowAnswer.stop')}
          </Button>
        </div>
      )}
    </section>,
    noticeParent(),
  );
}
