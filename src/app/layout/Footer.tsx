import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../config';
import { usePart } from '../../core/appInstance';
import { clock } from '../../core/clock';
import { paths } from '../../paths';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  // The year the page was opened in (a prerendered page gets the year it is opened, on hydration).
  const year = new Date(usePart(clock).openedAt()).getFullYear();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.links')} className={styles.links}>
        <Link to={paths.privacyPolicy()}>{t('footer.privacy')}</Link>
        <Link to={paths.contact()}>{t('footer.contact')}</Link>
        <Link to={paths.terms()}>{t('footer.terms')}</Link>
      </nav>
      <p className={styles.copyright}>{t('footer.copyright', { year, brand: BRAND_NAME })}</p>
    </footer>
  );
}
