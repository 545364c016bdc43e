import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { INTL_LOCALES } from '../config';
import { announcedPercent, percentSent, transferSize } from '../lib/uploadProgress';
import { Button } from './Button';
import type { Upload } from './useUpload';
import styles from './UploadProgress.module.css';

/**
 * A form's upload on its way: a bar with percent and size, and Cancel. Screen readers hear the
 * quarters only (25 %, 50 %…), through a polite region that stays mounted with the form; after a
 * Cancel the same region says, calmly, that nothing typed or chosen was lost, and takes the focus
 * the vanished Cancel button had.
 */
export function UploadProgress({ upload }: { upload: Upload }) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const { progress, cancelled, cancel } = upload;
  const region = useRef<HTMLParagraphElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const uploading = progress !== null;

  useEffect(() => {
    if (cancelled) region.current?.focus();
  }, [cancelled]);
  // The send button sits above the fold on a phone: bring the bar and its Cancel into view.
  useEffect(() => {
    if (uploading) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [uploading]);

  const percent = progress ? percentSent(progress.sentBytes, progress.totalBytes) : 0;
  const quarter = announcedPercent(percent);
  const announcement = cancelled
    ? t('upload.cancelled')
    : progress && quarter > 0
      ? t('upload.step', { percent: quarter })
      : '';

  return (
    <>
      {progress && (
        <div ref={panel} className={styles.upload}>
          <span id={labelId} className={styles.label}>
            {percent === 100 ? t('upload.waiting') : t('upload.label')}
          </span>
          <progress
            className={styles.bar}
            aria-labelledby={labelId}
            max={100}
            // Unknown size yet: an indeterminate bar, not a false 0 %.
            value={progress.totalBytes > 0 ? percent : undefined}
          />
          <span className={styles.figures}>
            {t('upload.progress', {
              percent,
              ...transferSize(progress.sentBytes, progress.totalBytes, INTL_LOCALES[currentLanguage()]),
            })}
          </span>
          <Button variant="secondary" className={styles.cancel} onClick={cancel}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
      <p
        ref={region}
        role="status"
        tabIndex={-1}
        className={cancelled ? styles.cancelled : 'visually-hidden'}
      >
        {announcement}
      </p>
    </>
  );
}
