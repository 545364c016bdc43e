import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buyerCompaniesQuery, type BuyerCompany } from '../../../api/operatorUsers';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import styles from '../people/people.module.css';
import { CompanyCard, type CompanyAction } from './CompanyCard';

interface CompanyListProps {
  /** true: awaiting approval (locked); false: approved. */
  locked: boolean;
  onAction: (action: CompanyAction, company: BuyerCompany) => void;
}

const byName = (a: BuyerCompany, b: BuyerCompany) =>
  (a.organisationName ?? a.name).localeCompare(b.organisationName ?? b.name, 'nb');

/** One of the two lists of companies (`GET /users/buyers?isLocked=`), each under its own heading. */
export function CompanyList({ locked, onAction }: CompanyListProps) {
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const query = useQuery({
    ...buyerCompaniesQuery(locked),
    select: (companies) => [...companies].sort(byName),
  });
  useShowErrorOnFailure(query.error);
  const kind = locked ? 'awaiting' : 'approved';

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t(`companies.${kind}.title`)}
          {query.data && ` (${query.data.length})`}
        </h2>
      </div>
      <Loadable
        query={query}
        loading={t(`companies.${kind}.loading`)}
        failed={t(`companies.${kind}.loadFailed`)}
        level="section"
      >
        {(companies) =>
          companies.length === 0 ? (
            <p className={styles.muted}>{t(`companies.${kind}.empty`)}</p>
          ) : (
            <ul className={styles.list} aria-labelledby={headingId}>
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} onAction={(action) => onAction(action, company)} />
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </section>
  );
}
