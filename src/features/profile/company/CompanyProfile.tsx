import type { User } from '../../../api/users';
import { ProfilePanel } from '../ProfilePanel';
import { profileValuesFromUser } from '../profileValues';
import { useSaveProfile } from '../useSaveProfile';
import { Representatives } from './Representatives';
import styles from './CompanyProfile.module.css';

/**
 * The buyer company's profile (spec §2, §6): its own details (name, phone and address editable;
 * e-mail and organisation never) and its representatives. The profile page adds the account actions.
 */
export function CompanyProfile({ user }: { user: User }) {
  const save = useSaveProfile(user);
  return (
    <div className={styles.profile}>
      <ProfilePanel kind="company" values={profileValuesFromUser(user)} save={save} />
      <Representatives company={user} />
    </div>
  );
}
