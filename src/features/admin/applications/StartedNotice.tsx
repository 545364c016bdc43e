import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { knownMakeModel } from '../../../rules/carFacts';
import { formatNorwegianTime } from '../../../lib/norwegianTime';
import { paths } from '../../../paths';
import { Button } from '../../../ui/Button';
import type { StartedAuction } from './StartAuctionDialog';
import { SellerContact } from './SellerContact';
import styles from './StartedNotice.module.css';

interface StartedNoticeProps {
  started: StartedAuction;
  onDismiss: () => void;
}

/**
 * After a start: the landing page promises the seller word once the car is offered to dealers,
 * and the backend sends nothing (contract §14.5). So the console names the seller, with a phone
 * link (and e-mail where there is one), and the words to say. It stays until the operator is done.
 */
export function StartedNotice({ started: { car, auction }, onDismiss }: StartedNoticeProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The start dialog has closed and its card left the queue: the operator is taken to what comes next.
  useEffect(() => title.current?.focus(), [auction.id]);
  const end = formatNorwegianTime(auction.endDateTime);
  const carName = knownMakeModel(car.make, car.model) ?? car.registrationNumber;
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className={styles.title}>
        {t('started.title', { name: carName })}
      </h2>
      <p>{t('started.notTold', { end })}</p>
      <SellerContact ownerId={car.ownerId ?? null} />
      <p className={styles.script}>
        {t('started.script', { car: carName, registration: car.registrationNumber, end })}
      </p>
      <div className={styles.actions}>
        <Link to={paths.auction(car.id)}>{t('started.open')}</Link>
        <Button variant="secondary" onClick={onDismiss}>
          {t('started.done')}
        </Button>
      </div>
    </section>
  );
}
