import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser, type User } from '../../api/users';
import { ConfirmSellerDeletion } from '../../product/ConfirmSellerDeletion';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useShowError } from '../../ui/errorDialogContext';
import { useLogOut } from './LogOutButton';
import { useHttp } from '../../api/http';

/**
 * Spec §6: delete the own account after a confirmation, then leave logged out on the landing page.
 * A seller's cars all go with the account, on auction and sold included (contract §14.2): they are
 * named first, and where an auction is at stake the seller must say yes to that too.
 */
export function DeleteAccount({ user }: { user: Pick<User, 'id' | 'role'> }) {
  const http = useHttp();
  const { t } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  const showError = useShowError();
  const logOut = useLogOut();
  const mutation = useMutation({
    mutationFn: () => deleteUser(http, user.id),
    onSuccess: () => logOut(),
    onError: (error) => {
      setConfirming(false);
      showError(error);
    },
  });
  const dialog = {
    open: true,
    title: t('account.deleteTitle'),
    message: t('account.deleteMessage'),
    confirmLabel: t('account.deleteConfirm'),
    danger: true,
    busy: mutation.isPending,
    onConfirm: () => mutation.mutate(),
    onCancel: () => setConfirming(false),
  };

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('account.delete')}
      </Button>
      {confirming &&
        (user.role === 'SELLER' ? (
          <ConfirmSellerDeletion dialog={dialog} ownerId={user.id} audience="self" />
        ) : (
          <ConfirmDialog {...dialog} />
        ))}
    </>
  );
}
