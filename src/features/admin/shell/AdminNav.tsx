import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../paths';
import styles from './AdminNav.module.css';

const SECTIONS = [
  { key: 'applications', to: paths.admin('applications') },
  { key: 'auctions', to: paths.admin('auctions') },
  { key: 'companies', to: paths.admin('companies') },
  { key: 'deals', to: paths.admin('deals') },
  { key: 'users', to: paths.admin('users') },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.link, isActive ? styles.active : ''].join(' ');

/** The console's sections: a list of links (a row that wraps on a phone, a column on a desktop). */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <p className={styles.heading}>{t('nav.heading')}</p>
      <ul className={styles.list}>
        {SECTIONS.map(({ key, to }) => (
          <li key={key}>
            <NavLink to={to} className={linkClass}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
