import { useTranslation } from 'react-i18next';
import type { OperatorUser } from '../../../api/operatorUsers';
import { ConfirmSellerDeletion } from '../../../product/ConfirmSellerDeletion';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { UserAction } from './FoundUser';
import { ownsCars } from '../../../rules/roles';

interface ConfirmUserWriteProps {
  action: UserAction;
  user: OperatorUser;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const hasCars = (user: OperatorUser) => ownsCars(user.role);

/**
 * A lock, an unlock or a deletion, confirmed with its consequences said (contract §4.8, §14.2).
 * Deleting a seller deletes every car of theirs: the cars are named; while one is on an open auction
 * the deletion is refused, said from the title on, and the auctions named (spec §12), and where one is sold it waits for an
 * explicit second yes.
 */
export function ConfirmUserWrite({ action, user, busy, onConfirm, onCancel }: ConfirmUserWriteProps) {
  const { t } = useTranslation('adminPeople');
  const dialog = {
    open: true,
    title: t(`users.confirm.${action}.title`, { name: user.name }),
    message: t(`users.consequences.${action}.${user.role}`, { name: user.name }),
    confirmLabel: t(`users.confirm.${action}.button`),
    danger: action !== 'unlock',
    busy,
    onConfirm,
    onCancel,
  };
  if (action === 'delete' && hasCars(user))
    return (
      <ConfirmSellerDeletion
        dialog={dialog}
        titles={{
          checking: t('users.confirm.delete.checkingTitle', { name: user.name }),
          refused: t('users.confirm.delete.refusedTitle', { name: user.name }),
        }}
        ownerId={user.id}
        audience="operator"
      />
    );
  return <ConfirmDialog {...dialog} />;
}
