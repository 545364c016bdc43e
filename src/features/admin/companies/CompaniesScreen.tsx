import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorUsersKey, setAccountLock, type BuyerCompany } from '../../../api/operatorUsers';
import { deleteUser } from '../../../api/users';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useShowError } from '../../../ui/errorDialogContext';
import { ResultNote } from '../people/ResultNote';
import styles from '../people/people.module.css';
import { CompanyList } from './CompanyList';
import type { CompanyAction } from './CompanyCard';
import { userQuery } from '../../../api/users';

interface CompanyWrite {
  action: CompanyAction;
  company: BuyerCompany;
}

const companyName = (company: BuyerCompany) => company.organisationName ?? company.name;

/**
 * Approve buyer companies (issue 23 item 4): those awaiting approval with their licence files,
 * and the approved ones, to lock again. Approving unlocks the company and its representatives
 * (contract §3); rejecting deletes it with them and its licence files (contract §4.8).
 */
export function CompaniesScreen() {
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const [asked, setAsked] = useState<CompanyWrite | null>(null);

  const write = useMutation({
    mutationFn: ({ action, company }: CompanyWrite) =>
      action === 'reject' ? deleteUser(company.id) : setAccountLock(company.id, action === 'lock'),
    onSuccess: () => setAsked(null),
    onError: (error) => {
      setAsked(null);
      showError(error);
    },
    // Both lists (the company moves from one to the other) and every user the operator has open.
    onSettled: (_data, _error, { company }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorUsersKey }),
        queryClient.invalidateQueries({ queryKey: userQuery(company.id).queryKey }),
      ]),
  });

  const done = write.isSuccess
    ? t(`companies.done.${write.variables.action}`, { name: companyName(write.variables.company) })
    : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('companies.title')}</h1>
      <p className={styles.intro}>{t('companies.intro')}</p>
      <ResultNote text={done} />
      <CompanyList locked onAction={(action, company) => setAsked({ action, company })} />
      <CompanyList locked={false} onAction={(action, company) => setAsked({ action, company })} />
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
