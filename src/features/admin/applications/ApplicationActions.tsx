import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../../../api/cars';
import { Button } from '../../../ui/Button';
import { AddPhotosDialog } from './AddPhotosDialog';
import { CorrectCarDialog } from './CorrectCarDialog';
import { RemoveApplication } from './RemoveApplication';
import { StartAuctionDialog, type StartedAuction } from './StartAuctionDialog';
import { auctionSnapshot } from './startBlockers';
import styles from './ApplicationActions.module.css';

type OpenDialog = 'start' | 'correct' | 'photos' | null;

interface ApplicationActionsProps {
  car: Car;
  onResult: (text: string) => void;
  onStarted: (started: StartedAuction) => void;
}

/**
 * What an operator does with an application: start its auction, correct it, add photos, reject or
 * delete it. Production refuses a start without a photo, a make or a year (contract §14.2), so the
 * start is offered only once the car has all three; until then the card says what is missing and
 * the fix that supplies it comes first.
 */
export function ApplicationActions({ car, onResult, onStarted }: ApplicationActionsProps) {
  const { t } = useTranslation('admin');
  const lacksId = useId();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const name = car.registrationNumber;
  const readiness = auctionSnapshot(car);
  const lacks = 'lacks' in readiness ? readiness.lacks : [];
  const needsPhoto = lacks.includes('photo');
  const needsData = lacks.includes('makeModel') || lacks.includes('year');
  return (
    <>
      {lacks.length > 0 && (
        <div className={styles.lacks} id={lacksId}>
          <p className={styles.lacksTitle}>{t('applications.lacks.title')}</p>
          <ul>
            {lacks.map((lack) => (
              <li key={lack}>{t(`applications.lacks.${lack}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.actions}>
        {lacks.length === 0 && (
          <Button onClick={() => setOpen('start')} aria-label={t('start.openFor', { name })}>
            {t('start.open')}
          </Button>
        )}
        <Button
          variant={needsData ? 'primary' : 'secondary'}
          onClick={() => setOpen('correct')}
          aria-label={t('correct.openFor', { name })}
          aria-describedby={needsData ? lacksId : undefined}
        >
          {t('correct.open')}
        </Button>
        <Button
          variant={needsPhoto ? 'primary' : 'secondary'}
          onClick={() => setOpen('photos')}
          aria-label={t('photos.openFor', { name })}
          aria-describedby={needsPhoto ? lacksId : undefined}
        >
          {t('photos.open')}
        </Button>
        <RemoveApplication car={car} onResult={onResult} />
        {/* Mounted only while open: closed forms (their form state, their writes) would cost every card. */}
        {open === 'start' && <StartAuctionDialog car={car} open onClose={close} onStarted={onStarted} />}
        {open === 'correct' && <CorrectCarDialog car={car} open onClose={close} onResult={onResult} />}
        {open === 'photos' && <AddPhotosDialog car={car} open onClose={close} onResult={onResult} />}
      </div>
    </>
  );
}
