import { useTranslation } from 'react-i18next';
import styles from '../shell/AdminSection.module.css';

/** Placeholder: admin-b's screen replaces this file at merge (same path and export). */
export function CompaniesScreen() {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="admin-companies-title">
      <h1 id="admin-companies-title" className={styles.title}>
        {t('nav.companies')}
      </h1>
    </section>
  );
}
