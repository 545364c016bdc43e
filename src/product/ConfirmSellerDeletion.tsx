import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carsQuery, type Car } from '../api/cars';
import { knownMakeModel } from '../rules/carFacts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CheckboxField } from '../ui/fields/CheckboxField';
import { CarStatusPill } from './CarStatusPill';
import styles from './ConfirmSellerDeletion.module.css';
import { useHttp } from '../api/http';

/** More cars than any seller has: one page holds them all. */
const ALL_CARS = 200;

/** A car whose deletion leaves an auction without its car: on auction, or sold (its auction ended). */
const carriesAnAuction = (car: Pick<Car, 'status'>) => car.status === 'Auksjon' || car.status === 'Solgt';

/**
 * The cars that go with a seller's account. Production deletes every car of a deleted user,
 * whatever its status (`UserDeletedEvent` → `CarApplicationService.cleanDatabaseRelationsOn`,
 * contract §14.2); the auctions of those on auction or sold stay without their car. The deletion
 * may go ahead once the list is read, and, where an auction is at stake, once that is acknowledged.
 */
function useSellerCarsAtStake(ownerId: string, acknowledged: boolean) {
  const http = useHttp();
  const query = useQuery(carsQuery(http, { ownerId, page: 0, size: ALL_CARS }));
  const cars = query.data?.items ?? [];
  const auctionsAtStake = cars.some(carriesAnAuction);
  return { query, cars, auctionsAtStake, mayDelete: query.isSuccess && (!auctionsAtStake || acknowledged) };
}

interface SellerCarsAtStakeProps {
  atStake: ReturnType<typeof useSellerCarsAtStake>;
  /** An operator deleting someone, or sellers deleting their own account. */
  audience: 'operator' | 'self';
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
}

/** Names each car that is deleted with the account, and asks for an explicit yes where an auction is at stake. */
function SellerCarsAtStake({
  atStake: { query, cars, auctionsAtStake },
  audience,
  acknowledged,
  onAcknowledgedChange,
}: SellerCarsAtStakeProps) {
  const { t } = useTranslation('cars');
  if (query.isPending) return <p role="status">{t('atStake.loading')}</p>;
  if (query.isError) return <p role="alert">{t('atStake.failed', { message: query.error.message })}</p>;
  if (cars.length === 0) return <p>{t(`atStake.none.${audience}`)}</p>;
  return (
    <div className={styles.atStake}>
      <p className={styles.title}>{t(`atStake.title.${audience}`, { count: cars.length })}</p>
      <ul className={styles.list}>
        {cars.map((car) => (
          <li key={car.id}>
            <span>
              {car.registrationNumber} {knownMakeModel(car.make, car.model) ?? ''}
            </span>{' '}
            <CarStatusPill car={car} />
          </li>
        ))}
      </ul>
      {auctionsAtStake && (
        <>
          <p className={styles.warning}>{t(`atStake.auctions.${audience}`)}</p>
          <CheckboxField
            label={t('atStake.acknowledge')}
            value={acknowledged}
            onChange={onAcknowledgedChange}
          />
        </>
      )}
    </div>
  );
}

interface ConfirmSellerDeletionProps {
  /** The confirmation as it would be without cars: its title, message, labels and handlers. */
  dialog: Parameters<typeof ConfirmDialog>[0];
  ownerId: string;
  audience: 'operator' | 'self';
}

/** A seller's deletion, confirmed with every car that goes with it named (see useSellerCarsAtStake). */
export function ConfirmSellerDeletion({ dialog, ownerId, audience }: ConfirmSellerDeletionProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const atStake = useSellerCarsAtStake(ownerId, acknowledged);
  return (
    <ConfirmDialog {...dialog} confirmDisabled={!atStake.mayDelete}>
      <SellerCarsAtStake
        atStake={atStake}
        audience={audience}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
      />
    </ConfirmDialog>
  );
}
