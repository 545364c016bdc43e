import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../config';
import { paths } from '../paths';
import { Button } from '../ui/Button';
import styles from './RouteErrorPage.module.css';

/** A friendly, translated page instead of a blank screen when a page fails to render or load. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} role="alert">
      <h1>{t('errorBoundary.title')}</h1>
      <p>{t('errorBoundary.text', { email: SUPPORT_EMAIL })}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign(paths.home())}>
          {t('errorBoundary.home')}
        </Button>
      </div>
    </section>
  );
}
