import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../../../api/cars';
import { INTL_LOCALES } from '../../../config';
import { currentLanguage } from '../../../i18n';
import { knownMakeModel, missingLookupFacts } from '../../../rules/carFacts';
import { formatMoney, formatNumber } from '../../../lib/money';
import { formatNorwegianTime } from '../../../lib/norwegianTime';
import { submittedAt } from '../../../api/operatorCars';
import { Pill } from '../../../ui/Pill';
import { ApplicationActions } from './ApplicationActions';
import { CarPhotos } from './CarPhotos';
import { FACT_LABELS } from './correctionSchema';
import { SellerContact } from './SellerContact';
import type { StartedAuction } from './StartAuctionDialog';
import styles from './ApplicationCard.module.css';

interface ApplicationCardProps {
  car: Car;
  /** Not yet listed for this operator (useNewApplications). */
  isNew: boolean;
  onResult: (text: string) => void;
  onStarted: (started: StartedAuction) => void;
}

/**
 * One application: registration number, make and model, kilometres, expected price, photos and the
 * seller. While any looked-up fact is still a placeholder (a failed road-authority lookup, contract
 * §14.3), the card is flagged "data missing" and names each one: bidders would see it as "Unknown".
 */
export function ApplicationCard({ car, isNew, onResult, onStarted }: ApplicationCardProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const makeModel = knownMakeModel(car.make, car.model);
  const missing = missingLookupFacts(car);
  const sent = submittedAt(car);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <span className={styles.registration}>{car.registrationNumber}</span>{' '}
          {makeModel ?? t('applications.unknownMakeModel')}
        </h2>
        {isNew && <Pill tone="brand">{t('applications.new')}</Pill>}
        {missing.length > 0 && <Pill tone="warning">{t('applications.dataMissing')}</Pill>}
      </header>
      <p className={styles.sent}>
        {sent !== null
          ? t('applications.sent', { time: formatNorwegianTime(new Date(sent).toISOString()) })
          : car.imagePaths.length === 0
            ? t('applications.sentUnknown')
            : t('applications.sentUnread')}
      </p>
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
        <p className={styles.missing}>
          {t('applications.missingFacts', {
            count: missing.length,
            facts: new Intl.ListFormat(INTL_LOCALES[currentLanguage()]).format(
              missing.map((fact) => t(`correct.${FACT_LABELS[fact]}`)),
            ),
          })}
        </p>
      )}
      <CarPhotos urls={car.imagePaths} />
      <SellerContact ownerId={car.ownerId ?? null} />
      <ApplicationActions car={car} onResult={onResult} onStarted={onStarted} />
    </article>
  );
}
