import { useTranslation } from 'react-i18next';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config';
import { PageHead } from '../../ui/PageHead';
import styles from './Legal.module.css';

/** Spec §2 /contact: the provider's phone and e-mail, and the page's head (ui/PageHead). */
export function ContactPage() {
  const { t } = useTranslation('legal');
  return (
    <article className={styles.page}>
      <PageHead
        title={`${t('contact.metaTitle')} – ${BRAND_NAME}`}
        description={t('contact.metaDescription')}
        keywords={t('contact.metaKeywords')}
        robots="index, follow"
      />
      <h1>{t('contact.title')}</h1>
      <p className={styles.lead}>{t('contact.intro')}</p>
      <dl className={styles.contactList}>
        <div className={styles.contactItem}>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
          </dd>
        </div>
        <div className={styles.contactItem}>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
        </div>
      </dl>
      <p>{t('contact.changes')}</p>
    </article>
  );
}
