import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionsKey } from '../../../api/auctions';
import { carKeys } from '../../../api/cars';
import {
  fetchAuctionTerms,
  restartAuction,
  setAuctionStatus,
  updateAuction,
  type AuctionTerms,
} from '../../../api/operatorAuctions';
import type { HttpClient } from '../../../api/http';
import { formatMoney } from '../../../lib/money';
import { Dialog } from '../../../ui/Dialog';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AuctionTermsForm } from './AuctionTermsForm';
import { auctionTermsSchema, endDateTimeOf, termsInput, type AuctionTermsValues } from './auctionTermsSchema';
import { suggestedEnd } from './suggestedEnd';
import styles from './DialogForm.module.css';
import { useHttp } from '../../../api/http';

/**
 * Edit: new price, step and end of a running auction (`PUT /auctions`). Restart: a paused or
 * ended auction opens again until a new end (`update-restart`). Resume: a paused auction whose end
 * passed meanwhile, which only a restart with a new end can open again (contract §14.2).
 * Reopen: the edit of a stranded auction (active, its end long passed, no finish job): `PUT
 * /auctions` arms no job, so it is paused and restarted with the new terms, the one call that arms
 * one. Repause: a paused auction whose end passed keeps a stored finish job that a server restart
 * would run (a sale); a restart with a new end replaces it, and the auction is paused again.
 */
export type TermsDialogKind = 'edit' | 'restart' | 'resume' | 'reopen' | 'repause';

/** What each kind sends (contract §14.2.1). */
const WRITES: Record<TermsDialogKind, (http: HttpClient, terms: AuctionTerms) => Promise<unknown>> = {
  edit: updateAuction,
  restart: restartAuction,
  resume: restartAuction,
  // `update-restart` refuses an ACTIVE auction (Auction.restartWithNewData): pause it first. Bids
  // are refused either way, its end having passed.
  reopen: async (http, terms) => {
    await setAuctionStatus(http, terms.id, 'Deaktivert');
    await restartAuction(http, terms);
  },
  repause: async (http, terms) => {
    await restartAuction(http, terms);
    await setAuctionStatus(http, terms.id, 'Deaktivert');
  },
};

export interface TermsDialogAuction {
  id: string;
  carDetails: { makeModel: string };
  startingPrice: number;
  minimalStep: number;
  endDateTime: string;
  highestBid?: { amount: number } | null;
}

interface AuctionTermsDialogProps {
  auction: TermsDialogAuction;
  kind: TermsDialogKind;
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * New terms for an auction: the same fields, order, labels and hints for every kind, and the start
 * (AuctionTermsFields). Each dialog says plainly what happens to bidders; the stored expected price
 * is read again and sent back as it is. A refusal stays in the form, which keeps what was typed.
 */
export function AuctionTermsDialog({ auction, kind, onClose, onDone }: AuctionTermsDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const name = auction.carDetails.makeModel;
  const form = useZodForm(
    auctionTermsSchema(kind === 'edit' ? 'edit' : 'newRun'),
    termsInput(
      auction.startingPrice,
      auction.minimalStep,
      kind === 'edit' ? auction.endDateTime : suggestedEnd(),
    ),
  );
  const write = useMutation({
    mutationFn: async (terms: AuctionTermsValues) => {
      const stored = await fetchAuctionTerms(http, auction.id);
      await WRITES[kind](http, {
        id: auction.id,
        startingPrice: terms.startingPrice,
        minimalStep: terms.minimalStep,
        expectedPrice: stored.expectedPrice,
        endDateTime: endDateTimeOf(terms),
      });
    },
    onSuccess: async () => {
      onClose();
      onDone(t(`${kind}.done`, { name }));
      // The backend broadcasts nothing on an operator's write (contract §14.2): every list is read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionsKey }),
        queryClient.invalidateQueries({ queryKey: carKeys.all }),
      ]);
    },
  });
  // A restart keeps the old bids (Auction.restartWithNewData): the next bid must beat the highest.
  const keptBid = kind === 'edit' ? null : (auction.highestBid ?? null);
  return (
    <Dialog open onClose={onClose} title={t(`${kind}.title`, { name })}>
      <AuctionTermsForm
        form={form}
        write={write}
        notes={
          <>
            <p className={styles.note}>{t(`${kind}.note`)}</p>
            {keptBid && (
              <p className={styles.note}>{t('restart.keptBid', { amount: formatMoney(keptBid.amount) })}</p>
            )}
          </>
        }
        submitLabel={t(`${kind}.submit`)}
        onCancel={onClose}
      />
    </Dialog>
  );
}
