import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
import { MergeChoices } from '../../../ui/form/MergeChoices';
import { useMergeOnSave } from '../../../ui/form/useMergeOnSave';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AuctionTermsForm } from './AuctionTermsForm';
import {
  auctionTermsSchema,
  endDateTimeOf,
  termsInput,
  type AuctionTermsInput,
  type AuctionTermsValues,
} from './auctionTermsSchema';
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

/** The terms a save merges with the auction as read again: an edit's end too; a new run's end is new. */
const EDIT_FIELDS: readonly (keyof AuctionTermsInput)[] = [
  'startingPrice',
  'minimalStep',
  'endDate',
  'endTime',
];
const NEW_RUN_FIELDS: readonly (keyof AuctionTermsInput)[] = ['startingPrice', 'minimalStep'];

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
 * is read again and sent back as it is, and the terms typed are merged with the stored ones
 * (ui/form/useMergeOnSave, contract §14.13). A refusal stays in the form, which keeps what was typed.
 */
export function AuctionTermsDialog({ auction, kind, onClose, onDone }: AuctionTermsDialogProps) {
  const http = useHttp();
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const name = auction.carDetails.makeModel;
  const edit = kind === 'edit';
  const [schema] = useState(() => auctionTermsSchema(edit ? 'edit' : 'newRun'));
  // A new run's end is a suggestion, the same whatever the auction is now.
  const [end] = useState(() => (edit ? auction.endDateTime : suggestedEnd()));
  const valuesOf = (terms: Pick<TermsDialogAuction, 'startingPrice' | 'minimalStep' | 'endDateTime'>) =>
    termsInput(terms.startingPrice, terms.minimalStep, edit ? terms.endDateTime : end);
  const [initial] = useState(() => valuesOf(auction));
  const form = useZodForm(schema, initial);
  const merge = useMergeOnSave(form, schema, initial, edit ? EDIT_FIELDS : NEW_RUN_FIELDS);
  const write = useMutation({
    // The checked form starts the write; what goes is the form merged with the terms as read now.
    mutationFn: async (_checked: AuctionTermsValues) => {
      const stored = await fetchAuctionTerms(http, auction.id);
      const terms = merge.mergeWith(valuesOf(stored));
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
        choices={
          <MergeChoices merge={merge} labelOf={(field) => t(`terms.${field as keyof AuctionTermsInput}`)} />
        }
      />
    </Dialog>
  );
}
