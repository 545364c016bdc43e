import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  allUsersQuery,
  operatorUserQuery,
  operatorBuyersKey,
  setAccountLock,
  type OperatorUser,
} from '../../../api/operatorUsers';
import { deleteUser, userQuery } from '../../../api/users';
import { useOwnUser } from '../../../product/useOwnUser';
import { useShowError } from '../../../ui/errorDialogContext';
import { WriteResult } from '../shared/WriteResult';
import styles from '../shell/AdminSection.module.css';
import { ConfirmUserWrite } from './ConfirmUserWrite';
import { CreateOperatorForm } from './CreateOperatorForm';
import { FoundUser, type UserAction } from './FoundUser';
import { OperatorList } from './OperatorList';
import { UserFinder } from './UserFinder';
import { useHttp } from '../../../api/http';
import { isSuperAdmin, ownsCars } from '../../../rules/roles';

interface UserWrite {
  action: UserAction;
  user: OperatorUser;
}

/**
 * Users (issue 23 item 6, issue 29 item 3, issue 37): find them by any part of a name, e-mail or
 * phone number; correct one's name, phone and address, change the e-mail, give a new password,
 * lock or unlock it, delete it with the consequences said (contract §4.6–4.8, §14.2); a SUPER_ADMIN
 * also sees every operator and creates operators.
 */
export function UsersScreen() {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const queryClient = useQueryClient();
  const showError = useShowError();
  const me = useOwnUser().data;
  const [asked, setAsked] = useState<UserWrite | null>(null);

  const write = useMutation({
    mutationFn: ({ action, user }: UserWrite) =>
      action === 'delete' ? deleteUser(http, user.id) : setAccountLock(http, user.id, action === 'lock'),
    onSuccess: () => setAsked(null),
    onError: (error) => {
      setAsked(null);
      showError(error);
    },
    onSettled: (_data, _error, { action, user }) => {
      if (action === 'delete')
        queryClient.removeQueries({ queryKey: operatorUserQuery(http, user.id).queryKey });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorUserQuery(http, user.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: operatorBuyersKey }),
        queryClient.invalidateQueries({ queryKey: allUsersQuery(http).queryKey }),
        queryClient.invalidateQueries({ queryKey: userQuery(http, user.id).queryKey }),
      ]);
    },
  });

  // A seller's cars go after the account, on production's event executor (contract §14.14).
  const doneOf = ({ action, user }: UserWrite) =>
    t(`users.done.${action === 'delete' && ownsCars(user.role) ? 'deleteSeller' : action}`, {
      name: user.name,
    });
  const done = write.isSuccess ? doneOf(write.variables) : '';

  return (
    <div className={styles.section}>
      <h1 className={styles.title}>{t('users.title')}</h1>
      <p className={styles.intro}>{t('users.intro')}</p>
      <WriteResult text={done} />
      <UserFinder>
        {(userId) => (
          <FoundUser
            userId={userId}
            operator={me ?? null}
            onAction={(action, user) => {
              write.reset();
              setAsked({ action, user });
            }}
          />
        )}
      </UserFinder>
      {isSuperAdmin(me?.role) && (
        <>
          <OperatorList />
          <CreateOperatorForm />
        </>
      )}
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
