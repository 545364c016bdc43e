import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { carQuery } from '../../../api/cars';
import { hasRealEmail, operatorUserQuery, winnerWithCompanyQuery } from '../../../api/operatorUsers';
import { useShowErrorOnFailure } from '../../../ui/errorDialogContext';
import { Loadable } from '../../../ui/Loadable';
import { EmailLink, PhoneLink } from '../shared/ContactLinks';
import styles from './DealContacts.module.css';
import { useHttp } from '../../../api/http';
import { isOneTimeSeller } from '../../../rules/roles';

/** The winning representative and its company (`GET /users/representatives/{id}/with-company`). */
export function BuyerContact({ representativeId }: { representativeId: string }) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const query = useQuery(winnerWithCompanyQuery(http, representativeId));
  useShowErrorOnFailure(query.error);

  return (
    <section className={styles.party} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('deals.buyer')}
      </h3>
      <Loadable
        query={query}
        loading={t('deals.loadingParty')}
        failed={t('deals.buyerFailed')}
        level="section"
      >
        {({ representative, companyName, companyContactPerson, companyPhoneNumber, companyEmail }) => (
          <dl className={styles.facts}>
            <div>
              <dt>{t('deals.representative')}</dt>
              <dd>{representative.name}</dd>
            </div>
            <div>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <PhoneLink phoneNumber={representative.phoneNumber} />
              </dd>
            </div>
            <div>
              <dt>{t('contact.email')}</dt>
              <dd>
                <EmailLink email={representative.email} />
              </dd>
            </div>
            <div>
              <dt>{t('deals.company')}</dt>
              <dd>{companyName ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('deals.companyContact')}</dt>
              <dd>{companyContactPerson ?? '–'}</dd>
            </div>
            <div>
              <dt>{t('deals.companyPhone')}</dt>
              <dd>{companyPhoneNumber ? <PhoneLink phoneNumber={companyPhoneNumber} /> : '–'}</dd>
            </div>
            <div>
              <dt>{t('deals.companyEmail')}</dt>
              <dd>{companyEmail ? <EmailLink email={companyEmail} /> : '–'}</dd>
            </div>
          </dl>
        )}
      </Loadable>
    </section>
  );
}

/** The seller: the car's owner (`GET /cars/{carId}`, then `GET /users/{ownerId}`). */
export function SellerContact({ carId }: { carId: string }) {
  const http = useHttp();
  const { t } = useTranslation('adminPeople');
  const headingId = useId();
  const car = useQuery(carQuery(http, carId));
  const ownerId = car.data?.ownerId ?? null;
  const owner = useQuery({ ...operatorUserQuery(http, ownerId ?? ''), enabled: ownerId !== null });
  useShowErrorOnFailure(car.error ?? owner.error);

  return (
    <section className={styles.party} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {t('deals.seller')}
      </h3>
      <Loadable
        query={car}
        loading={t('deals.loadingParty')}
        failed={t('deals.sellerFailed')}
        level="section"
      >
        {() =>
          ownerId === null ? (
            <p className={styles.muted}>{t('deals.noOwner')}</p>
          ) : (
            <Loadable
              query={owner}
              loading={t('deals.loadingParty')}
              failed={t('deals.sellerFailed')}
              level="section"
            >
              {(seller) => (
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('contact.name')}</dt>
                    <dd>
                      {seller.name}
                      {isOneTimeSeller(seller.role) && ` (${t('roles.ONE_TIME_SELLER')})`}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('contact.phone')}</dt>
                    <dd>
                      <PhoneLink phoneNumber={seller.phoneNumber} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('contact.email')}</dt>
                    <dd>
                      {hasRealEmail(seller) ? <EmailLink email={seller.email} /> : t('contact.noEmail')}
                    </dd>
                  </div>
                </dl>
              )}
            </Loadable>
          )
        }
      </Loadable>
    </section>
  );
}
