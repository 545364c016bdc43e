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
import { ownsCars } from '../../rules/roles';

/**
 * Spec §6: delete the own account after a confirmation, then leave logged out on the landing page.
 * A seller's cars all go with the account (contract §14.2): they are named first. While one is on
 * an open auction the deletion is refused, saying so instead of asking, with the auctions named and
 * whom to contact (a seller cannot stop an auction); a sold car needs the seller's explicit yes (spec §6).
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
        (ownsCars(user.role) ? (
          <ConfirmSellerDeletion
            dialog={dialog}
            titles={{ checking: t('account.deleteTitle'), refused: t('account.refusedTitle') }}
            ownerId={user.id}
            audience="self"
          />
        ) : (
          <ConfirmDialog {...dialog} />
        ))}
    </>
  );
}
