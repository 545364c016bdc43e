import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyerCompany } from '../../../api/operatorUsers';
import { Button } from '../../../ui/Button';
import { Pill } from '../../../ui/Pill';
import { EmailLink, PhoneLink } from '../shared/ContactLinks';
import styles from '../shared/card.module.css';
import { LicenceLinks } from './LicenceLinks';

export type CompanyAction = 'approve' | 'lock' | 'reject';

interface CompanyCardProps {
  company: BuyerCompany;
  onAction: (action: CompanyAction) => void;
}

/** A company as the operator judges it: organisation, address, contact person, licences, and what to do. */
export function CompanyCard({ company, onAction }: CompanyCardProps) {
  const { t } = useTranslation('adminPeople');
  const nameId = useId();
  const name = company.organisationName ?? company.name;
  const address = company.address;
  const place = [address?.postalCode, address?.postalLocation].filter(Boolean).join(' ');
  const addressLines = [address?.streetAddress, place, address?.country].filter(Boolean);

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHeader}>
        <h3 id={nameId} className={styles.cardTitle}>
          {name}
        </h3>
        <Pill tone={company.accountLocked ? 'warning' : 'success'}>
          {company.accountLocked ? t('companies.state.awaiting') : t('companies.state.approved')}
        </Pill>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('companies.organisationNumber')}</dt>
          <dd>{company.organisationNumber ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('companies.address')}</dt>
          <dd>{addressLines.length > 0 ? addressLines.join(', ') : '–'}</dd>
        </div>
        <div>
          <dt>{t('companies.contactPerson')}</dt>
          <dd>{company.name}</dd>
        </div>
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <PhoneLink phoneNumber={company.phoneNumber} />
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <EmailLink email={company.email} />
          </dd>
        </div>
      </dl>
      <LicenceLinks
        companyId={company.id}
        companyName={name}
        count={company.organisationLicenceURLs.length}
      />
      <div className={styles.actions}>
        {company.accountLocked ? (
          <>
            <Button onClick={() => onAction('approve')}>
              {t('companies.approve')} <span className="visually-hidden">{name}</span>
            </Button>
            <Button variant="danger" onClick={() => onAction('reject')}>
              {t('companies.reject')} <span className="visually-hidden">{name}</span>
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => onAction('lock')}>
            {t('companies.lock')} <span className="visually-hidden">{name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
