import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config';
import { PageHead } from '../../ui/PageHead';
import styles from './Legal.module.css';

/**
 * The spec's sections in order, with the data controller added after the introduction; the last,
 * Contact Information, holds a link and is rendered apart.
 */
const SECTIONS = [
  { id: 'introduction', paragraphs: ['privacy.introduction.p1', 'privacy.introduction.p2'] },
  { id: 'controller', paragraphs: ['privacy.controller.p1'] },
  {
    id: 'collect',
    paragraphs: ['privacy.collect.p1', 'privacy.collect.p2', 'privacy.collect.p3', 'privacy.collect.p4'],
  },
  { id: 'use', paragraphs: ['privacy.use.p1', 'privacy.use.p2', 'privacy.use.p3'] },
  { id: 'storage', paragraphs: ['privacy.storage.p1', 'privacy.storage.p2', 'privacy.storage.p3'] },
  { id: 'usage', paragraphs: ['privacy.usage.p1', 'privacy.usage.p2'] },
  { id: 'sharing', paragraphs: ['privacy.sharing.p1', 'privacy.sharing.p2'] },
  {
    id: 'rights',
    paragraphs: ['privacy.rights.p1', 'privacy.rights.p2', 'privacy.rights.p3', 'privacy.rights.p4'],
  },
  { id: 'cookies', paragraphs: ['privacy.cookies.p1', 'privacy.cookies.p2'] },
  { id: 'changes', paragraphs: ['privacy.changes.p1'] },
] as const;

const USER_KINDS = ['seller', 'buyer', 'representative'] as const;

/** Every store the app keeps in the browser (issue 37): src/session, src/core/formDrafts, src/core/sharedComputer, src/i18n. */
const BROWSER_STORES = [
  'session',
  'sessionCookie',
  'language',
  'drafts',
  'watchlist',
  'notifications',
  'seenApplications',
  'sharedComputer',
] as const;

/** Spec §2 /privacy-policy: a static policy; the stored data follows spec §3. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const baseId = useId();
  const anchor = (id: string) => `${baseId}-${id}`;
  const headings = [...SECTIONS.map((section) => section.id), 'contactInfo' as const];

  return (
    <article className={styles.page}>
      <PageHead title={`${t('privacy.title')} – ${BRAND_NAME}`} description={t('privacy.metaDescription')} />
      <h1>{t('privacy.title')}</h1>
      <nav aria-label={t('privacy.contents')} className={styles.contents}>
        <ol>
          {headings.map((id) => (
            <li key={id}>
              <a href={`#${anchor(id)}`}>{t(`privacy.${id}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section, index) => (
        <section key={section.id} aria-labelledby={anchor(section.id)} className={styles.section}>
          <h2 id={anchor(section.id)}>{`${index + 1}. ${t(`privacy.${section.id}.heading`)}`}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              {t(paragraph, { brand: BRAND_NAME, email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}
            </p>
          ))}
          {section.id === 'introduction' && (
            <ul>
              {USER_KINDS.map((kind) => (
                <li key={kind}>{t(`privacy.introduction.${kind}`)}</li>
              ))}
            </ul>
          )}
          {section.id === 'cookies' && (
            <>
              <ul>
                {BROWSER_STORES.map((store) => (
                  <li key={store}>{t(`privacy.cookies.${store}`)}</li>
                ))}
              </ul>
              <p>{t('privacy.cookies.p3')}</p>
              <p>{t('privacy.cookies.p4')}</p>
            </>
          )}
        </section>
      ))}
      <section aria-labelledby={anchor('contactInfo')} className={styles.section}>
        <h2 id={anchor('contactInfo')}>{`${SECTIONS.length + 1}. ${t('privacy.contactInfo.heading')}`}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.contactInfo.p1"
            components={{ contact: <Link to={paths.contact()} /> }}
          />
        </p>
      </section>
    </article>
  );
}
