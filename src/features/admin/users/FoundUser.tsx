import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRealEmail, operatorUserQuery, type OperatorUser } from '../../../api/operatorUsers';
import type { User } from '../../../api/users';
import { Button } from '../../../ui/Button';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { EmailLink, PhoneLink } from '../shared/ContactLinks';
import styles from '../shared/card.module.css';
import { ChangeEmailForm } from './ChangeEmailForm';
import { EditUserDetailsForm } from './EditUserDetailsForm';
import own from './FoundUser.module.css';
import { SetPasswordForm } from './SetPasswordForm';
import { UserStatePills } from './UserStatePills';
import { useHttp } from '../../../api/http';
import { isBuyerCompany, logsIn, mayActOnRole } from '../../../rules/roles';

export type UserAction = 'lock' | 'unlock' | 'delete';

interface FoundUserProps {
  userId: string;
  /** The logged-in operator: no actions on itself, and an ADMIN none on a SUPER_ADMIN. */
  operator: User | null;
  onAction: (action: UserAction, user: OperatorUser) => void;
}

/** Why the operator may not act on this user, or null when it may. */
function refusal(user: OperatorUser, operator: User | null): 'self' | 'superAdmin' | null {
  if (operator?.id === user.id) return 'self';
  if (!mayActOnRole(operator?.role, user.role)) return 'superAdmin';
  return null;
}

/** The user found, read by id (so it stays found after its e-mail changes), and what can be done. */
export function FoundUser({ userId, operator, onAction }: FoundUserProps) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const nameId = useId();
  const query = useQuery(operatorUserQuery(http, userId));
  useShowErrorOnFailure(query.error);

  return (
    <Loadable query={query} loading={t('users.loading')} failed={t('users.loadFailed')} level="section">
      {(user) => {
        const address = user.address;
        const place = [address?.postalCode, address?.postalLocation].filter(Boolean).join(' ');
        const addressLines = [address?.streetAddress, place, address?.country].filter(Boolean);
        const refused = refusal(user, operator);
        return (
          <article className={own.user} aria-labelledby={nameId}>
            <div className={styles.cardHeader}>
              <h2 id={nameId} className={styles.cardTitle}>
                {user.name}
              </h2>
              <UserStatePills user={user} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('contact.email')}</dt>
                <dd>{hasRealEmail(user) ? <EmailLink email={user.email} /> : t('contact.noEmail')}</dd>
              </div>
              <div>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <PhoneLink phoneNumber={user.phoneNumber} />
                </dd>
              </div>
              {user.organisationName && (
                <div>
                  <dt>{t('companies.organisation')}</dt>
                  <dd>
                    {user.organisationName}
                    {user.organisationNumber && ` (${user.organisationNumber})`}
                  </dd>
                </div>
              )}
              {addressLines.length > 0 && (
                <div>
                  <dt>{t('companies.address')}</dt>
                  <dd>{addressLines.join(', ')}</dd>
                </div>
              )}
              {isBuyerCompany(user.role) && (
                <div>
                  <dt>{t('users.representatives')}</dt>
                  <dd>{(user.representatives ?? []).map(({ name }) => name).join(', ') || '–'}</dd>
                </div>
              )}
            </dl>
            {refused ? (
              <p className={styles.muted}>{t(`users.refused.${refused}`)}</p>
            ) : (
              <>
                <EditUserDetailsForm user={user} />
                {hasRealEmail(user) && <ChangeEmailForm user={user} />}
                {/* A one-time seller never logs in (contract §3): no password to give. */}
                {logsIn(user.role) && <SetPasswordForm user={user} />}
                <div className={styles.actions}>
                  {logsIn(user.role) &&
                    (user.accountLocked ? (
                      <Button variant="secondary" onClick={() => onAction('unlock', user)}>
                        {t('users.unlock')}
                      </Button>
                    ) : (
                      <Button variant="secondary" onClick={() => onAction('lock', user)}>
                        {t('users.lock')}
                      </Button>
                    ))}
                  <Button variant="danger" onClick={() => onAction('delete', user)}>
                    {t('users.delete')}
                  </Button>
                </div>
              </>
            )}
          </article>
        );
      }}
    </Loadable>
  );
}
