import { useTranslation } from 'react-i18next';
import styles from '../shell/AdminSection.module.css';

/** Placeholder: admin-b's screen replaces this file at merge (same path and export). */
export function DealsScreen() {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="admin-deals-title">
      <h1 id="admin-deals-title" className={styles.title}>
        {t('nav.deals')}
      </h1>
    </section>
  );
}
