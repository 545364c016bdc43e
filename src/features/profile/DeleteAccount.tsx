import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUser } from '../../api/users';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useShowError } from '../../ui/errorDialogContext';
import { useLogOut } from './LogOutButton';

/** Spec §6: delete the own account after a confirmation, then leave logged out on the landing page. */
export function DeleteAccount({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  const showError = useShowError();
  const logOut = useLogOut();
  const mutation = useMutation({
    mutationFn: () => deleteUser(userId),
    onSuccess: () => logOut(),
    onError: (error) => {
      setConfirming(false);
      showError(error);
    },
  });

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('account.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.deleteTitle')}
        message={t('account.deleteMessage')}
        confirmLabel={t('account.deleteConfirm')}
        danger
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
