import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/users';
import { DeleteAccount } from './DeleteAccount';
import { LogOutButton } from './LogOutButton';
import { PasswordChange } from './PasswordChange';
import styles from './ProfileSection.module.css';
import { mayChangeOwnPassword } from '../../rules/roles';

/**
 * What every role has on its profile (spec §6): password change (not representatives, who may not
 * change their own, contract §12 #10), log out and account deletion.
 */
export function AccountActions({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <div className={styles.accountGrid}>
      {mayChangeOwnPassword(user.role) && <PasswordChange userId={user.id} />}
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {t('account.title')}
        </h2>
        <div className={styles.actions}>
          <LogOutButton />
          <DeleteAccount user={user} />
        </div>
      </section>
    </div>
  );
}
