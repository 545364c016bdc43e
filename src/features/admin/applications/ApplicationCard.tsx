import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../../../api/cars';
import { knownMakeModel } from '../../../rules/carFacts';
import { formatMoney, formatNumber } from '../../../lib/money';
import { Pill } from '../../../ui/Pill';
import { ApplicationActions } from './ApplicationActions';
import { CarPhotos } from './CarPhotos';
import { failedLookupFacts } from './failedLookupFacts';
import { SellerContact } from './SellerContact';
import type { StartedAuction } from './StartAuctionDialog';
import styles from './ApplicationCard.module.css';

interface ApplicationCardProps {
  car: Car;
  onResult: (text: string) => void;
  onStarted: (started: StartedAuction) => void;
}

/**
 * One application: registration number, make and model, kilometres, expected price, photos and the
 * seller. A failed road-authority lookup is flagged "data missing", its placeholders never shown
 * as facts (contract §14.3).
 */
export function ApplicationCard({ car, onResult, onStarted }: ApplicationCardProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const makeModel = knownMakeModel(car.make, car.model);
  const missing = failedLookupFacts(car);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.registration}>{car.registrationNumber}</span>{' '}
          {makeModel ?? t('applications.unknownMakeModel')}
        </h2>
        {missing.length > 0 && <Pill tone="warning">{t('applications.dataMissing')}</Pill>}
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('applications.kilometers')}</dt>
          <dd>{`${formatNumber(car.kilometers)} km`}</dd>
        </div>
        <div>
          <dt>{t('applications.expectedPrice')}</dt>
          <dd>{car.expectedPrice ? formatMoney(car.expectedPrice) : t('applications.noExpectedPrice')}</dd>
        </div>
      </dl>
      {missing.length > 0 && (
        <p className={styles.missing}>{t('applications.missingFacts', { count: missing.length })}</p>
      )}
      <CarPhotos urls={car.imagePaths} />
      <SellerContact ownerId={car.ownerId ?? null} />
      <ApplicationActions car={car} onResult={onResult} onStarted={onStarted} />
    </article>
  );
}
