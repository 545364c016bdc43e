import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auctionsKey } from '../../../api/auctions';
import { carKeys } from '../../../api/cars';
import { fetchAuctionTerms, restartAuction, updateAuction } from '../../../api/operatorAuctions';
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
 */
export type TermsDialogKind = 'edit' | 'restart' | 'resume';

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
      const send = kind === 'edit' ? updateAuction : restartAuction;
      await send(http, {
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
