import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../config';
import { paths } from '../../paths';
import { PageHead } from '../../ui/PageHead';
import styles from './Legal.module.css';

/**
 * Each section's paragraphs and list items, by key under `terms.<id>`. The rules are the backend's
 * (contract §7.4–7.7, §14.5) and the product's (spec §1, §6, §10, §12), in the spec's words where it
 * has them; the last section, the contact, holds links and is rendered apart.
 */
const SECTIONS = [
  { id: 'service', paragraphs: ['p1', 'p2', 'p3'], items: 0 },
  { id: 'whoMayBid', paragraphs: ['p1'], items: 5 },
  { id: 'binding', paragraphs: ['p1', 'p2', 'p3'], items: 0 },
  { id: 'minimum', paragraphs: ['p1'], items: 4 },
  { id: 'autobids', paragraphs: ['p1'], items: 6 },
  { id: 'extension', paragraphs: ['p1', 'p2'], items: 0 },
  { id: 'pauses', paragraphs: ['p1', 'p2', 'p3', 'p4'], items: 0 },
  { id: 'end', paragraphs: [], items: 5 },
  { id: 'account', paragraphs: ['p1', 'p2', 'p3'], items: 0 },
] as const;

/** /terms: the terms of use and the auction rules (issue 37), linked from every "I accept" and the footer. */
export function TermsPage() {
  const { t } = useTranslation('legal');
  const baseId = useId();
  const anchor = (id: string) => `${baseId}-${id}`;
  const headings = [...SECTIONS.map((section) => section.id), 'contact' as const];
  // i18next's keys are typed: the section's texts are read through one typed key each.
  const text = (key: string) => t(`terms.${key}` as 'terms.title');

  return (
    <article className={styles.page}>
      <PageHead title={`${t('terms.title')} – ${BRAND_NAME}`} description={t('terms.metaDescription')} />
      <h1>{t('terms.title')}</h1>
      <p className={styles.lead}>{t('terms.lead')}</p>
      <nav aria-label={t('terms.contents')} className={styles.contents}>
        <ol>
          {headings.map((id) => (
            <li key={id}>
              <a href={`#${anchor(id)}`}>{text(`${id}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section, index) => (
        <section key={section.id} aria-labelledby={anchor(section.id)} className={styles.section}>
          <h2 id={anchor(section.id)}>{`${index + 1}. ${text(`${section.id}.heading`)}`}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{text(`${section.id}.${paragraph}`)}</p>
          ))}
          {section.items > 0 && (
            <ul>
              {Array.from({ length: section.items }, (_, item) => (
                <li key={item}>{text(`${section.id}.item${item + 1}`)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section aria-labelledby={anchor('contact')} className={styles.section}>
        <h2 id={anchor('contact')}>{`${SECTIONS.length + 1}. ${t('terms.contact.heading')}`}</h2>
        <p>{t('terms.contact.p1')}</p>
        <ul className={styles.contactLinks}>
          <li>
            {t('terms.contact.phone')}{' '}
            <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>
          </li>
          <li>
            {t('terms.contact.email')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </li>
        </ul>
        <p>
          <Trans
            t={t}
            i18nKey="terms.contact.p2"
            components={{
              contact: <Link to={paths.contact()} />,
              privacy: <Link to={paths.privacyPolicy()} />,
            }}
          />
        </p>
      </section>
    </article>
  );
}
