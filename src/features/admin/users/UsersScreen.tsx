import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  operatorUserQuery,
  operatorBuyersKey,
  setAccountLock,
  userSearchQuery,
  type OperatorUser,
  type UserSearch,
} from '../../../api/operatorUsers';
import { deleteUser, userQuery } from '../../../api/users';
import { useOwnUser } from '../../../domain/useOwnUser';
import { useShowError } from '../../../ui/errorDialogContext';
import { ResultNote } from '../people/ResultNote';
import styles from '../people/people.module.css';
import { ConfirmUserWrite } from './ConfirmUserWrite';
import { CreateOperatorForm } from './CreateOperatorForm';
import { FoundUser, type UserAction } from './FoundUser';
import { UserSearchForm } from './UserSearchForm';

interface UserWrite {
  action: UserAction;
  user: OperatorUser;
}

/**
 * Users (issue 23 item 6): find one by e-mail or phone, change its e-mail, lock or unlock it,
 * delete it with the consequences said (contract §4.8, §14.2); a SUPER_ADMIN also creates operators.
 */
export function UsersScreen() {
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const me = useOwnUser().data;
  const [search, setSearch] = useState<UserSearch | null>(null);
  const [asked, setAsked] = useState<UserWrite | null>(null);
  const found = useQuery({
    ...userSearchQuery(search ?? { by: 'email', email: '' }),
    enabled: search !== null,
  });
  const foundId = search !== null && found.isSuccess ? found.data.id : null;

  const write = useMutation({
    mutationFn: ({ action, user }: UserWrite) =>
      action === 'delete' ? deleteUser(user.id) : setAccountLock(user.id, action === 'lock'),
    onSuccess: (_data, { action }) => {
      setAsked(null);
      if (action === 'delete') setSearch(null);
    },
    onError: (error) => {
      setAsked(null);
      showError(error);
    },
    onSettled: (_data, _error, { action, user }) => {
      if (action === 'delete') queryClient.removeQueries({ queryKey: operatorUserQuery(user.id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorUserQuery(user.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: operatorBuyersKey }),
        queryClient.invalidateQueries({ queryKey: userQuery(user.id).queryKey }),
      ]);
    },
  });

  const done = write.isSuccess
    ? t(`users.done.${write.variables.action}`, { name: write.variables.user.name })
    : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('users.title')}</h1>
      <p className={styles.intro}>{t('users.intro')}</p>
      <ResultNote text={done} />
      <UserSearchForm
        searching={found.isFetching}
        failure={search !== null ? found.error : null}
        onSearch={(next) => {
          write.reset();
          setSearch(next);
          // The same search again asks the server again (someone may have changed since).
          void queryClient.invalidateQueries({ queryKey: userSearchQuery(next).queryKey });
        }}
      />
      {foundId !== null && (
        <FoundUser
          userId={foundId}
          operator={me ?? null}
          onAction={(action, user) => {
            write.reset();
            setAsked({ action, user });
          }}
        />
      )}
      {me?.role === 'SUPER_ADMIN' && <CreateOperatorForm />}
      {asked && (
        <ConfirmUserWrite
          action={asked.action}
          user={asked.user}
          busy={write.isPending}
          onConfirm={() => write.mutate(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
