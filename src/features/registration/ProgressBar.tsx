import { useTranslation } from 'react-i18next';
import styles from './Registration.module.css';

/**
 * Shown on the form steps (1 and 2), not on the success step (spec §2). One segment per step, so the
 * bar needs no inline style: the page is prerendered, and the Content-Security-Policy allows no
 * style attribute (docs/serving.md, Security headers).
 */
export function ProgressBar({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('registration');
  const text = t('progress.step', { step, total });
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className={styles.track}
      >
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={index < step ? styles.done : styles.segment} />
        ))}
      </div>
      <span className={styles.progressText} aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
