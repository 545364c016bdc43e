import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuctionSummary } from '../api/auctions';
import type { Car } from '../api/cars';
import { useHttp } from '../api/http';
import { sellerStakeQuery, type SellerStake } from '../api/sellerStake';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../config';
import { paths } from '../paths';
import { knownAuctionName, knownMakeModel } from '../rules/carFacts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CheckboxField } from '../ui/fields/CheckboxField';
import { Pill } from '../ui/Pill';
import { CarStatusPill } from './CarStatusPill';
import styles from './ConfirmSellerDeletion.module.css';

/** An operator deleting someone, or sellers deleting their own account. */
type Audience = 'operator' | 'self';

const hasSoldCars = (stake: SellerStake) => stake.cars.some((car) => car.status === 'Solgt');

/**
 * Spec §12 and §6: no account goes while one of its cars is on an open auction (running or
 * paused), since production would delete the car and leave bidders bidding on nothing (contract
 * §14.2); sold cars go only after an explicit yes.
 */
const mayDelete = (stake: SellerStake, acknowledged: boolean) =>
  stake.openAuctions.length === 0 && (!hasSoldCars(stake) || acknowledged);

interface ConfirmSellerDeletionProps {
  /** The confirmation once the deletion may go: its title, question, labels and handlers. */
  dialog: Parameters<typeof ConfirmDialog>[0] & { onConfirm: () => void };
  /**
   * The dialog's other titles: while the cars are looked up (naming the deletion, asking nothing)
   * and when it is refused (the account cannot be deleted now).
   */
  titles: { checking: string; refused: string };
  ownerId: string;
  audience: Audience;
}

/**
 * A seller's deletion, confirmed with every car that goes with it named. Refused, with the open
 * auctions named and the way out said, while a car of theirs is on auction: then the dialog says
 * so from its title on and offers only Close, never the question. While the cars are looked up it
 * neither asks nor refuses. The cars and their auctions are read again just before the deletion is
 * sent, so a start since the dialog opened refuses it too.
 */
export function ConfirmSellerDeletion({ dialog, titles, ownerId, audience }: ConfirmSellerDeletionProps) {
  const http = useHttp();
  const { t } = useTranslation('cars');
  const [acknowledged, setAcknowledged] = useState(false);
  const [checking, setChecking] = useState(false);
  const query = useQuery(sellerStakeQuery(http, ownerId));
  const confirm = async () => {
    setChecking(true);
    const fresh = await query.refetch();
    setChecking(false);
    if (fresh.isSuccess && mayDelete(fresh.data, acknowledged)) dialog.onConfirm();
  };
  if (query.isError || !query.data)
    return (
      <ConfirmDialog {...dialog} title={titles.checking} message={undefined} onConfirm={undefined}>
        {query.isError ? (
          <p role="alert" className={styles.atStake}>
            {t('atStake.failed', { message: query.error.message })}
          </p>
        ) : (
          <p role="status" className={styles.atStake}>
            {t(`atStake.checking.${audience}`)}
          </p>
        )}
      </ConfirmDialog>
    );
  const stake = query.data;
  if (stake.openAuctions.length > 0)
    return (
      <ConfirmDialog {...dialog} title={titles.refused} message={undefined} onConfirm={undefined}>
        <OpenAuctions auctions={stake.openAuctions} cars={stake.cars} audience={audience} />
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      {...dialog}
      busy={dialog.busy === true || checking}
      confirmDisabled={!mayDelete(stake, acknowledged)}
      onConfirm={() => void confirm()}
    >
      <SellerCars
        stake={stake}
        audience={audience}
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
      />
    </ConfirmDialog>
  );
}

interface SellerCarsProps {
  stake: SellerStake;
  audience: Audience;
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
}

/** Each car that goes with the account, and the explicit yes a sold one needs. */
function SellerCars({ stake, audience, acknowledged, onAcknowledgedChange }: SellerCarsProps) {
  const { t } = useTranslation('cars');
  if (stake.cars.length === 0) return <p className={styles.atStake}>{t(`atStake.none.${audience}`)}</p>;
  return (
    <div className={styles.atStake}>
      <p className={styles.title}>{t(`atStake.title.${audience}`, { count: stake.cars.length })}</p>
      <ul className={styles.list}>
        {stake.cars.map((car) => (
          <li key={car.id}>
            <span>
              {car.registrationNumber} {knownMakeModel(car.make, car.model) ?? ''}
            </span>{' '}
            <CarStatusPill car={car} />
          </li>
        ))}
      </ul>
      {hasSoldCars(stake) && (
        <>
          <p className={styles.warning}>{t(`atStake.sold.${audience}`)}</p>
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

interface OpenAuctionsProps {
  auctions: readonly AuctionSummary[];
  cars: readonly Car[];
  audience: Audience;
}

interface AuctionNameProps {
  auction: AuctionSummary;
  registration: string | undefined;
  audience: Audience;
}

/**
 * The car of an open auction by registration number and make and model; for an operator a link to
 * the Auctions board showing that auction alone, since the board lists by make and model, which
 * several cars share, and knows no registration number (contract §7.2).
 */
function AuctionName({ auction, registration, audience }: AuctionNameProps) {
  const name = `${registration ?? ''} ${knownAuctionName(auction.carDetails.makeModel) ?? ''}`.trim();
  return audience === 'operator' ? (
    <Link to={paths.boardAuctionOf(auction.carDetails.carId)}>{name}</Link>
  ) : (
    <span>{name}</span>
  );
}

/** Why the deletion is refused: each open auction, running or paused, and who can settle it. */
function OpenAuctions({ auctions, cars, audience }: OpenAuctionsProps) {
  const { t } = useTranslation('cars');
  const registrations = new Map(cars.map((car) => [car.id, car.registrationNumber]));
  return (
    <div className={styles.atStake} role="alert">
      <p className={styles.title}>{t(`atStake.open.title.${audience}`, { count: auctions.length })}</p>
      <ul className={styles.list}>
        {auctions.map((auction) => (
          <li key={auction.id}>
            <AuctionName
              auction={auction}
              registration={registrations.get(auction.carDetails.carId)}
              audience={audience}
            />{' '}
            <Pill tone={auction.status === 'DISABLED' ? 'danger' : 'success'}>
              {t(auction.status === 'DISABLED' ? 'atStake.open.paused' : 'atStake.open.running')}
            </Pill>
          </li>
        ))}
      </ul>
      {audience === 'operator' ? (
        <p>
          {t('atStake.open.way.operator')} <Link to={paths.admin('auctions')}>{t('atStake.open.board')}</Link>
        </p>
      ) : (
        <p>
          {t('atStake.open.way.self')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
          {t('atStake.open.or')} <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>.
        </p>
      )}
    </div>
  );
}
