import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { allUsersQuery } from '../../../api/operatorUsers';
import { userQuery } from '../../../api/users';
import { EmailLink, PhoneLink } from '../shared/ContactLinks';
import styles from './SellerContact.module.css';
import { useHttp } from '../../../api/http';
import { isOneTimeSeller } from '../../../rules/roles';

/**
 * The seller's name and phone (`GET /users/{ownerId}`, an operator's read). A one-time seller's
 * e-mail is a random id (contract §4.2), so it is never shown as an address.
 */
export function SellerContact({ ownerId }: { ownerId: string | null }) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  // The queue reads every user once for its search (allUsersQuery): a seller found there is shown at
  // once, without a request per card; until that list is in, each card asks for its own seller.
  const listed = useQuery({
    ...allUsersQuery(http),
    enabled: false,
    select: (users) => users.find(({ id }) => id === ownerId),
  });
  const query = useQuery({ ...userQuery(http, ownerId ?? ''), enabled: ownerId !== null && !listed.data });
  const found = listed.data ?? query.data;
  const label = <span className={styles.label}>{t('seller.label')}</span>;
  if (ownerId === null)
    return (
      <p className={styles.seller}>
        {label} {t('seller.unknown')}
      </p>
    );
  if (found === undefined && query.isPending)
    return (
      <p className={styles.seller}>
        {label} {t('seller.loading')}
      </p>
    );
  if (found === undefined) {
    return (
      <p className={styles.seller}>
        {label} {t('seller.failed', { message: query.error?.message ?? '' })}
      </p>
    );
  }
  const seller = found;
  const oneTime = isOneTimeSeller(seller.role);
  return (
    <p className={styles.seller}>
      {label} {seller.name}
      {oneTime && ` (${t('seller.oneTime')})`}
      {' · '}
      <PhoneLink phoneNumber={seller.phoneNumber} />
      {!oneTime && (
        <>
          {' · '}
          <EmailLink email={seller.email} />
        </>
      )}
    </p>
  );
}
