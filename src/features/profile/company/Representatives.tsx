import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../../api/http';
import type { User } from '../../../api/users';
import { Button } from '../../../ui/Button';
import { Loadable } from '../../../ui/Loadable';
import { AddRepresentativeDialog } from './AddRepresentativeDialog';
import { RepresentativeRow } from './RepresentativeRow';
import { companyQueryKey, representativesQuery } from './representativesQuery';
import { noticeLines } from '../../../ui/icons/glyphs';
import { Icon } from '../../../ui/icons/Icon';
import styles from './Representatives.module.css';

/**
 * The company's representatives (spec §2, §6). Adding is blocked, with the not-approved notice,
 * while the account is locked (spec §4 account approval).
 */
export function Representatives({ company }: { company: User }) {
  const { t } = useTranslation('company');
  const headingId = useId();
  const noticeId = useId();
  const queryClient = useQueryClient();
  const http = useHttp();
  // The company's own user, as the server last told it (spec §4 account approval).
  const isAccountLocked = company.accountLocked;
  const [adding, setAdding] = useState(false);
  const query = useQuery(representativesQuery(http, queryClient, company));

  // After every write: the list and the company user (its lock and representatives) are refetched.
  const refetchCompany = () => queryClient.invalidateQueries({ queryKey: companyQueryKey(company.id) });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('representatives.title')}
        </h2>
        <Button
          onClick={() => setAdding(true)}
          disabled={isAccountLocked}
          aria-describedby={isAccountLocked ? noticeId : undefined}
        >
          {t('representatives.add')}
        </Button>
      </div>
      {isAccountLocked && (
        <p id={noticeId} className={styles.notice}>
          <Icon lines={noticeLines} size={20} />
          {t('approval.notApproved')}
        </p>
      )}
      <Loadable
        query={query}
        loading={t('representatives.loading')}
        failed={t('representatives.loadFailed')}
        level="section"
      >
        {(representatives) =>
          representatives.length === 0 ? (
            <p className={styles.muted}>{t('representatives.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {representatives.map((representative) => (
                <li key={representative.id}>
                  <RepresentativeRow
                    representative={representative}
                    companyId={company.id}
                    onChanged={refetchCompany}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      <AddRepresentativeDialog
        open={adding && !isAccountLocked}
        companyId={company.id}
        onClose={() => setAdding(false)}
        onAdded={refetchCompany}
      />
    </section>
  );
}
