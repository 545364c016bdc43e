import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteAuction,
  fetchAuctionTerms,
  restartAuction,
  setAuctionStatus,
  type BoardAuction,
  type BoardStatus,
} from '../../../api/operatorAuctions';
import { ApiError } from '../../../api/ApiError';
import { setCarStatus } from '../../../api/operatorCars';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AuctionTermsDialog, type TermsDialogKind } from '../shared/AuctionTermsDialog';
import type { BoardRowState } from './boardRowState';
import { useAuctionWrite } from './useAuctionWrite';
import styles from './AuctionRowActions.module.css';
import { useHttp } from '../../../api/http';
import { usePart } from '../../../core/appInstance';
import { serverTime } from '../../../core/serverTime';

type Open = TermsDialogKind | 'delete' | 'close' | null;

/**
 * What "Edit" does by the row's state: a stranded auction has no finish job and a plain edit arms
 * none, so its edit reopens it; a paused one whose end passed keeps a stored job a server restart
 * would run as a sale, so its edit replaces that job and keeps the pause (contract §14.2).
 */
const EDIT_OF: Record<BoardRowState, TermsDialogKind> = {
  running: 'edit',
  ending: 'edit',
  stranded: 'reopen',
  endPassed: 'repause',
};

interface AuctionRowActionsProps {
  auction: BoardAuction;
  listedAs: BoardStatus;
  state: BoardRowState;
  onResult: (text: string) => void;
}

/** Production answers 404 for a car that is gone (its seller was deleted, contract §14.2). */
const isGone = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

/**
 * Pause, resume, edit, restart (paused or ended), close a stranded auction, delete: each write's
 * result is said. A resume is a restart with the auction's own terms, because only a restart arms
 * the finish (contract §14.2): a plain status change would leave an auction whose end passed
 * while paused open for ever. Where the end has passed, the resume asks for a new end.
 * The edit of a paused auction whose end passed, or of a stranded one, is not a plain edit (EDIT_OF).
 */
export function AuctionRowActions({ auction, listedAs, state, onResult }: AuctionRowActionsProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  const server = usePart(serverTime);
  const name = auction.carDetails.makeModel;
  const close = () => setOpen(null);
  const pause = useAuctionWrite(() => setAuctionStatus(http, auction.id, 'Deaktivert'), {
    done: () => onResult(t('board.paused', { name })),
  });
  const resume = useAuctionWrite(
    async () => {
      const stored = await fetchAuctionTerms(http, auction.id);
      // The end may have passed since the board was read, on the server's clock (this computer's may
      // be off, issue 43): then a new end is asked for.
      if (Date.parse(stored.endDateTime) <= server.now()) return 'needsNewEnd' as const;
      await restartAuction(http, stored);
      return 'resumed' as const;
    },
    {
      done: (_input, outcome) => {
        if (outcome === 'needsNewEnd') setOpen('resume');
        else onResult(t('board.resumed', { name }));
      },
    },
  );
  // What the finish job does (contract §7.7): the auction ends and its car is marked sold.
  const finish = useAuctionWrite(
    async () => {
      await setAuctionStatus(http, auction.id, 'Avsluttet');
      await setCarStatus(http, auction.carDetails.carId, 'Solgt').catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
    },
    {
      done: () => {
        close();
        onResult(t('board.closed', { name }));
      },
    },
  );
  // The backend leaves the car `Auksjon` (contract §14.2): it goes back to the applications, if it is still there.
  const remove = useAuctionWrite(
    async () => {
      await deleteAuction(http, auction.id);
      return setCarStatus(http, auction.carDetails.carId, 'Vurdering').then(
        () => 'deleted' as const,
        (error: unknown) => {
          if (isGone(error)) return 'deletedCarGone' as const;
          throw error;
        },
      );
    },
    {
      done: (_input, outcome) => {
        close();
        onResult(t(`board.${outcome}`, { name }));
      },
    },
  );
  return (
    <div className={styles.actions}>
      {listedAs === 'Aktivt' && state !== 'stranded' && (
        <Button
          variant="secondary"
          onClick={() => pause.mutate(undefined)}
          disabled={pause.isPending}
          aria-label={t('board.pauseFor', { name })}
        >
          {t('board.pause')}
        </Button>
      )}
      {state === 'stranded' && (
        <Button onClick={() => setOpen('close')} aria-label={t('board.closeFor', { name })}>
          {t('board.close')}
        </Button>
      )}
      {listedAs === 'Deaktivert' && (
        <Button
          variant="secondary"
          onClick={() => (state === 'endPassed' ? setOpen('resume') : resume.mutate(undefined))}
          disabled={resume.isPending}
          aria-busy={resume.isPending}
          aria-label={t('board.resumeFor', { name })}
        >
          {t('board.resume')}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={() => setOpen(EDIT_OF[state])}
        aria-label={t('edit.openFor', { name })}
      >
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
      {open !== null && open !== 'delete' && open !== 'close' && (
        <AuctionTermsDialog auction={auction} kind={open} onClose={close} onDone={onResult} />
      )}
      <ConfirmDialog
        open={open === 'close'}
        title={t('board.closeTitle', { name })}
        message={t(auction.highestBid ? 'board.closeMessageSold' : 'board.closeMessageNoBids')}
        confirmLabel={t('board.closeConfirm')}
        busy={finish.isPending}
        onConfirm={() => finish.mutate(undefined)}
        onCancel={close}
      />
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
