import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '../../../api/cars';
import { Button } from '../../../ui/Button';
import { AddPhotosDialog } from './AddPhotosDialog';
import { CorrectCarDialog } from './CorrectCarDialog';
import { RemoveApplication } from './RemoveApplication';
import { StartAuctionDialog } from './StartAuctionDialog';
import styles from './ApplicationActions.module.css';

type OpenDialog = 'start' | 'correct' | 'photos' | null;

interface ApplicationActionsProps {
  car: Car;
  onResult: (text: string) => void;
}

/** What an operator does with an application: start its auction, correct it, add photos, reject or delete it. */
export function ApplicationActions({ car, onResult }: ApplicationActionsProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const name = car.registrationNumber;
  return (
    <div className={styles.actions}>
      <Button onClick={() => setOpen('start')} aria-label={t('start.openFor', { name })}>
        {t('start.open')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setOpen('correct')}
        aria-label={t('correct.openFor', { name })}
      >
        {t('correct.open')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setOpen('photos')}
        aria-label={t('photos.openFor', { name })}
      >
        {t('photos.open')}
      </Button>
      <RemoveApplication car={car} onResult={onResult} />
      {/* Mounted only while open: closed forms (their form state, their writes) would cost every card. */}
      {open === 'start' && <StartAuctionDialog car={car} open onClose={close} />}
      {open === 'correct' && <CorrectCarDialog car={car} open onClose={close} onResult={onResult} />}
      {open === 'photos' && <AddPhotosDialog car={car} open onClose={close} onResult={onResult} />}
    </div>
  );
}
