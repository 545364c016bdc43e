import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { userQuery, type User } from '../../api/users';
import { Button } from '../../ui/Button';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { ProfilePanel } from './ProfilePanel';
import { AccountActions } from './AccountActions';
import { CompanyProfile } from './company/CompanyProfile';
import { OwnCars } from './OwnCars';
import { profileValuesFromUser } from './profileValues';
import { RepresentativeProfile } from './representative/RepresentativeProfile';
import { useSaveProfile } from './useSaveProfile';
import styles from './ProfilePage.module.css';

/** /user/{id}: the profile for the user's role (spec §2), with the account actions every role has. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { id = '' } = useParams();
  const query = useQuery(userQuery(id));
  useShowErrorOnFailure(query.error);

  if (query.isPending) {
    return (
      <p role="status" className={styles.status}>
        {t('page.loading')}
      </p>
    );
  }

  if (query.isError) {
    return (
      <section className={styles.failed} aria-labelledby="profile-failed-title">
        <h1 id="profile-failed-title">{t('page.loadFailed')}</h1>
        <p>{query.error.message}</p>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('page.retry')}
        </Button>
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{query.data.name}</h1>
        <p className={styles.role}>{t('page.role', { role: t(`roles.${query.data.role}`) })}</p>
      </header>
      {/* A new id is a new person: no edits or dialogs carry over. */}
      <RoleProfile key={query.data.id} user={query.data} />
      <AccountActions key={`account-${query.data.id}`} user={query.data} />
    </div>
  );
}

function RoleProfile({ user }: { user: User }) {
  switch (user.role) {
    case 'BUYER_COMPANY':
      return <CompanyProfile user={user} />;
    case 'BUYER_REPRESENTATIVE':
      return <RepresentativeProfile user={user} />;
    case 'SELLER':
      return <SellerProfile user={user} />;
    default:
      return <ProfilePanel kind="representative" values={profileValuesFromUser(user)} readOnly />;
  }
}

function SellerProfile({ user }: { user: User }) {
  const save = useSaveProfile(user);
  return (
    <>
      <ProfilePanel kind="seller" values={profileValuesFromUser(user)} save={save} />
      <OwnCars ownerId={user.id} />
    </>
  );
}
