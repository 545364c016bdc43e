import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { Pill } from '../../../ui/Pill';
import { logsIn } from '../../../rules/roles';

/**
 * A user's role and lock. A one-time seller is made locked by its quick submission and can never
 * log in (UserDomainService.registerOneTimeSeller, contract §3): it reads "One-time seller", not "Locked".
 */
export function UserStatePills({ user }: { user: Pick<User, 'role' | 'accountLocked'> }) {
  const { t } = useTranslation('adminPeople');
  return (
    <>
      <Pill tone="brand">{t(`roles.${user.role}`)}</Pill>
      {logsIn(user.role) && (
        <Pill tone={user.accountLocked ? 'warning' : 'success'}>
          {user.accountLocked ? t('users.locked') : t('users.unlocked')}
        </Pill>
      )}
    </>
  );
}
