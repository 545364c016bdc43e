import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/users';
import { useSession } from '../../../session/useSession';
import { ProfilePanel } from '../ProfilePanel';
import { profileValuesFromUser } from '../profileValues';
import { RepresentativeAuctions } from './RepresentativeAuctions';
import styles from './RepresentativeProfile.module.css';

/**
 * A buyer representative's profile (spec §2, §6): read-only, because only the company can change
 * it (no own password change either, contract §12 #10), and the auctions of its saved cars.
 */
export function RepresentativeProfile({ user }: { user: User }) {
  const { t } = useTranslation('company');
  const { userId } = useSession();
  return (
    <div className={styles.profile}>
      <ProfilePanel kind="representative" values={profileValuesFromUser(user)} readOnly="company" />
      <RepresentativeAuctions
        savedCarIds={user.savedCarIds ?? []}
        bidderId={user.id}
        // Someone else looking (the company, say) reads the representative's name, not 'you'.
        bidderName={user.id === userId ? undefined : user.name}
        title={t('auctions.title')}
        titleLevel={2}
      />
    </div>
  );
}
