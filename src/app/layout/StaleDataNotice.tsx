import { useTranslation } from 'react-i18next';
import { noticeLines } from '../../ui/icons/glyphs';
import { Icon } from '../../ui/icons/Icon';
import styles from './StaleDataNotice.module.css';

/** Spec §1: listed auction data may be out of date; real-time data is only on the auction page. */
export function StaleDataNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice}>
      <Icon lines={noticeLines} size={18} />
      {t('notice.staleData')}
    </p>
  );
}
