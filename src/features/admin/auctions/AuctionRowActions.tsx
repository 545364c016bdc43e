import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteAuction,
  setAuctionStatus,
  type BoardAuction,
  type BoardStatus,
} from '../../../api/operatorAuctions';
import { setCarStatus } from '../../../api/operatorCars';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AuctionTermsDialog } from './AuctionTermsDialog';
import { useAuctionWrite } from './useAuctionWrite';
import styles from './AuctionRowActions.module.css';

type Open = 'edit' | 'restart' | 'delete' | null;

interface AuctionRowActionsProps {
  auction: BoardAuction;
  listedAs: BoardStatus;
  onResult: (text: string) => void;
}

/** Pause or resume, edit, restart (paused or ended), delete: each write's result is said. */
export function AuctionRowActions({ auction, listedAs, onResult }: AuctionRowActionsProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  const name = auction.carDetails.makeModel;
  const close = () => setOpen(null);
  const changeStatus = useAuctionWrite((status: BoardStatus) => setAuctionStatus(auction.id, status), {
    done: (status) => onResult(t(status === 'Deaktivert' ? 'board.paused' : 'board.resumed', { name })),
  });
  // The backend leaves the car `Auksjon` (contract §14.2): it goes back to the applications.
  const remove = useAuctionWrite(
    async () => {
      await deleteAuction(auction.id);
      await setCarStatus(auction.carDetails.carId, 'Vurdering');
    },
    {
      done: () => {
        close();
        onResult(t('board.deleted', { name }));
      },
    },
  );
  return (
    <div className={styles.actions}>
      {listedAs === 'Aktivt' && (
        <Button
          variant="secondary"
          onClick={() => changeStatus.mutate('Deaktivert')}
          disabled={changeStatus.isPending}
          aria-label={t('board.pauseFor', { name })}
        >
          {t('board.pause')}
        </Button>
      )}
      {listedAs === 'Deaktivert' && (
        <Button
          variant="secondary"
          onClick={() => changeStatus.mutate('Aktivt')}
          disabled={changeStatus.isPending}
          aria-label={t('board.resumeFor', { name })}
        >
          {t('board.resume')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setOpen('edit')} aria-label={t('edit.openFor', { name })}>
        {t('edit.open')}
      </Button>
      {listedAs !== 'Aktivt' && (
        <Button
          variant="secondary"
          onClick={() => setOpen('restart')}
          aria-label={t('restart.openFor', { name })}
        >
          {t('restart.open')}
        </Button>
      )}
      <Button variant="danger" onClick={() => setOpen('delete')} aria-label={t('board.deleteFor', { name })}>
        {t('board.delete')}
      </Button>
      {/* Mounted only while open: a closed form (its form state, its writes) would cost every row of the board. */}
      {open === 'edit' && (
        <AuctionTermsDialog auction={auction} kind="edit" open onClose={close} onResult={onResult} />
      )}
      {open === 'restart' && (
        <AuctionTermsDialog auction={auction} kind="restart" open onClose={close} onResult={onResult} />
      )}
      <ConfirmDialog
        open={open === 'delete'}
        title={t('board.deleteTitle', { name })}
        message={t('board.deleteMessage')}
        confirmLabel={t('board.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onCancel={close}
      />
    </div>
  );
}
