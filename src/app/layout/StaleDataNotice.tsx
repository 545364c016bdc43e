import { useTranslation } from 'react-i18next';
import styles from './StaleDataNotice.module.css';

/** Spec §1: listed auction data may be out of date; real-time data is only on the auction page. */
export function StaleDataNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16v1.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t('notice.staleData')}
    </p>
  );
}
