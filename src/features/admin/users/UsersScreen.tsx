import { useTranslation } from 'react-i18next';
import styles from '../shell/AdminSection.module.css';

/** Placeholder: admin-b's screen replaces this file at merge (same path and export). */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.section} aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className={styles.title}>
        {t('nav.users')}
      </h1>
    </section>
  );
}
