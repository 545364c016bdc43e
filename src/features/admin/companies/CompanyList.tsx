import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buyerCompaniesQuery, type BuyerCompany } from '../../../api/operatorUsers';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { Pagination } from '../../../ui/Pagination';
import { findIn } from '../shared/searchRows';
import { usePage } from '../shared/usePage';
import { CompanyCard, type CompanyAction } from './CompanyCard';
import { searchableCompanies } from './searchableCompanies';
import styles from './CompanyList.module.css';
import { useHttp } from '../../../api/http';

interface CompanyListProps {
  /** true: awaiting approval (locked); false: approved. */
  locked: boolean;
  /** The screen's search: organisation name or number, contact person, e-mail or phone. */
  search: string;
  page: number;
  onPage: (page: number) => void;
  /** Puts a page past the end right in the URL, without a new entry. */
  fixPage: (page: number) => void;
  onAction: (action: CompanyAction, company: BuyerCompany) => void;
}

/**
 * One of the two lists of companies (`GET /users/buyers?isLocked=`), each under its own heading,
 * by name, found by the screen's search, ten a page.
 */
export function CompanyList({ locked, search, page, onPage, fixPage, onAction }: CompanyListProps) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const query = useQuery(buyerCompaniesQuery(http, locked));
  useShowErrorOnFailure(query.error);
  const kind = locked ? 'awaiting' : 'approved';
  const rows = useMemo(() => searchableCompanies(query.data ?? []), [query.data]);
  const found = useMemo(() => findIn(rows, search), [rows, search]);
  const shownPage = usePage(found, page, query.isSuccess, fixPage);
  const searching = search.trim() !== '';
  // The same elements while the page shows the same companies (the URL catching up renders again).
  const cards = useMemo(
    () =>
      shownPage.shown.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} onAction={(action) => onAction(action, company)} />
        </li>
      )),
    [shownPage.shown, onAction],
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t(`companies.${kind}.title`)}
        {query.data &&
          (searching
            ? ` (${t('companies.foundOf', { count: found.length, total: query.data.length })})`
            : ` (${query.data.length})`)}
      </h2>
      <Loadable
        query={query}
        loading={t(`companies.${kind}.loading`)}
        failed={t(`companies.${kind}.loadFailed`)}
        level="section"
      >
        {(companies) =>
          found.length === 0 ? (
            <p className={styles.muted}>
              {companies.length === 0 ? t(`companies.${kind}.empty`) : t('companies.noneFound')}
            </p>
          ) : (
            <>
              <ul className={styles.list} aria-labelledby={headingId}>
                {cards}
              </ul>
              <Pagination page={shownPage.page} totalPages={shownPage.totalPages} onChange={onPage} />
            </>
          )
        }
      </Loadable>
    </section>
  );
}
