import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { userQuery, type User } from '../../api/users';
import { useShowErrorOnFailure } from '../../ui/errorDialogContext';
import { Loadable } from '../../ui/Loadable';
import { Pill } from '../../ui/Pill';
import { useSession } from '../../session/useSession';
import { NotYourProfile } from './NotYourProfile';
import { ProfilePanel } from './ProfilePanel';
import { AccountActions } from './AccountActions';
import { AddedCarNotice } from './AddedCarNotice';
import { CompanyProfile } from './company/CompanyProfile';
import { OwnCars } from './OwnCars';
import { profileValuesFromUser } from './profileValues';
import { RepresentativeProfile } from './representative/RepresentativeProfile';
import { useSaveProfile } from './useSaveProfile';
import styles from './ProfilePage.module.css';
import { useHttp } from '../../api/http';
import { isBuyerCompany, isSeller, mayBid } from '../../rules/roles';

/**
 * /user/{id}: the profile for the user's role (spec §2), with the account actions every role has.
 * Only the own: an operator can read anyone, but another user's data and account actions belong to
 * the console, where they say whom they act on (issue 29 item 7). Nobody else's is even asked for.
 */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { userId } = useSession();
  if (userId !== null && id !== userId) return <NotYourProfile ownId={userId} />;
  return <OwnProfile id={id} />;
}

function OwnProfile({ id }: { id: string }) {
  const http = useHttp();
  const { t } = useTranslation('profile');
  const query = useQuery(userQuery(http, id));
  useShowErrorOnFailure(query.error);

  return (
    <Loadable query={query} loading={t('page.loading')} failed={t('page.loadFailed')} level="page">
      {(loaded) => (
        <div className={styles.page}>
          <header className={styles.header}>
            <h1 className={styles.title}>{loaded.name}</h1>
            <Pill tone="brand" size="large">
              {t('page.role', { role: t(`roles.${loaded.role}`) })}
            </Pill>
          </header>
          {/* A new id is a new person: no edits or dialogs carry over. */}
          <RoleProfile key={loaded.id} user={loaded} />
          <AccountActions key={`account-${loaded.id}`} user={loaded} />
        </div>
      )}
    </Loadable>
  );
}

function RoleProfile({ user }: { user: User }) {
  if (isBuyerCompany(user.role)) return <CompanyProfile user={user} />;
  if (mayBid(user.role)) return <RepresentativeProfile user={user} />;
  if (isSeller(user.role)) return <SellerProfile user={user} />;
  return <ProfilePanel kind="representative" values={profileValuesFromUser(user)} readOnly="operator" />;
}

function SellerProfile({ user }: { user: User }) {
  const save = useSaveProfile(user);
  return (
    <>
      <AddedCarNotice />
      <ProfilePanel kind="seller" values={profileValuesFromUser(user)} save={save} />
      <OwnCars ownerId={user.id} />
    </>
  );
}
