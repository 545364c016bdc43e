import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../config';
import { paths } from '../paths';
import { PageHead } from '../ui/PageHead';
import styles from './RouteErrorPage.module.css';

/**
 * A path no route matches (a mistyped or old link): says so and leads home. The host serves the
 * app for every path it has no file for (docs/serving.md), so this page is the one that tells.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <PageHead title={`${t('notFound.title')} – ${BRAND_NAME}`} robots="noindex" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home()}>{t('errorBoundary.home')}</Link>
    </section>
  );
}
