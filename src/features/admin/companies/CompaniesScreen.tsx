import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorUsersKey, setAccountLock, type BuyerCompany } from '../../../api/operatorUsers';
import { deleteUser, userQuery } from '../../../api/users';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useShowError } from '../../../ui/errorDialogContext';
import { WriteResult } from '../shared/WriteResult';
import styles from '../shell/AdminSection.module.css';
import { ConsoleSearch } from '../shared/ConsoleSearch';
import { consoleListCodec, useConsoleList } from '../shared/useConsoleList';
import { CompanyList } from './CompanyList';
import type { CompanyAction } from './CompanyCard';
import { useHttp } from '../../../api/http';

interface CompanyWrite {
  action: CompanyAction;
  company: BuyerCompany;
}

const companyName = (company: BuyerCompany) => company.organisationName ?? company.name;

/** Each list's page has its own URL parameter; one search narrows both. */
const AWAITING = 'awaiting';
const APPROVED = 'approved';
const codec = consoleListCodec({ pageParams: [AWAITING, APPROVED] });

/**
 * Approve buyer companies (issue 23 item 4): those awaiting approval with their licence files,
 * and the approved ones, to lock again; both found by one search and paged, in the URL (issue 29). Approving unlocks the company and its representatives
 * (contract §3); rejecting deletes it with them and its licence files (contract §4.8).
 */
export function CompaniesScreen() {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [asked, setAsked] = useState<CompanyWrite | null>(null);
  const ask = useCallback(
    (action: CompanyAction, company: BuyerCompany) => setAsked({ action, company }),
    [],
  );
  const list = useConsoleList(codec);
  const { fixPage } = list;
  const fixAwaiting = useCallback((page: number) => fixPage(AWAITING, page), [fixPage]);
  const fixApproved = useCallback((page: number) => fixPage(APPROVED, page), [fixPage]);

  const write = useMutation({
    mutationFn: ({ action, company }: CompanyWrite) =>
      action === 'reject'
        ? deleteUser(http, company.id)
        : setAccountLock(http, company.id, action === 'lock'),
    onSuccess: () => setAsked(null),
    onError: (error) => {
      setAsked(null);
      showError(error);
    },
    // Both lists (the company moves from one to the other) and every user the operator has open.
    onSettled: (_data, _error, { company }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorUsersKey }),
        queryClient.invalidateQueries({ queryKey: userQuery(http, company.id).queryKey }),
      ]),
  });

  const done = write.isSuccess
    ? t(`companies.done.${write.variables.action}`, { name: companyName(write.variables.company) })
    : '';

  return (
    <div className={styles.section}>
      <h1 className={styles.title}>{t('companies.title')}</h1>
      <p className={styles.intro}>{t('companies.intro')}</p>
      <WriteResult text={done} />
      <ConsoleSearch
        label={t('companies.search')}
        hint={t('companies.searchHint')}
        value={list.query}
        onChange={list.setQuery}
      />
      <CompanyList
        locked
        search={list.query}
        page={list.pages[AWAITING] ?? 0}
        onPage={(page) => list.setPage(AWAITING, page)}
        fixPage={fixAwaiting}
        onAction={ask}
      />
      <CompanyList
        locked={false}
        search={list.query}
        page={list.pages[APPROVED] ?? 0}
        onPage={(page) => list.setPage(APPROVED, page)}
        fixPage={fixApproved}
        onAction={ask}
      />
      {asked && (
        <ConfirmDialog
          open
          title={t(`companies.confirm.${asked.action}.title`, { name: companyName(asked.company) })}
          message={t(`companies.confirm.${asked.action}.message`, { name: companyName(asked.company) })}
          confirmLabel={t(`companies.confirm.${asked.action}.button`)}
          danger={asked.action !== 'approve'}
          busy={write.isPending}
          onConfirm={() => write.mutate(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
