import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME, COPYRIGHT_YEAR } from '../../config';
import { paths } from '../../paths';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.links')} className={styles.links}>
        <Link to={paths.privacyPolicy()}>{t('footer.privacy')}</Link>
        <Link to={paths.contact()}>{t('footer.contact')}</Link>
        <Link to={paths.terms()}>{t('footer.terms')}</Link>
      </nav>
      <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: BRAND_NAME })}</p>
    </footer>
  );
}
