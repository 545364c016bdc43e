import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../../config';
import styles from './LaunchBanner.module.css';

/** The scrolling launch banner (spec §1). It stands still for reduced motion, hover and focus. */
export function LaunchBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="region" aria-label={t('banner.label')}>
      <p className={styles.text}>
        {t('banner.launch')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
