import { useTranslation } from 'react-i18next';
import { restartAuction, updateAuction, type BoardAuction } from '../../../api/operatorAuctions';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorBox } from '../../../ui/ErrorBox';
import { Form } from '../../../ui/form/Form';
import { messageOfFailure } from '../../../ui/form/formMessage';
import { useZodForm } from '../../../ui/form/useZodForm';
import { AuctionTermsFields } from '../shared/AuctionTermsFields';
import {
  auctionTermsSchema,
  endDateTimeOf,
  termsInput,
  type AuctionTermsValues,
} from '../shared/auctionTermsSchema';
import styles from '../shared/DialogForm.module.css';
import { useAuctionWrite } from './useAuctionWrite';

interface AuctionTermsDialogProps {
  auction: BoardAuction;
  /** Edit: new price, step and end (the finish job stays). Restart: a paused or ended auction opens again. */
  kind: 'edit' | 'restart';
  open: boolean;
  onClose: () => void;
  onResult: (text: string) => void;
}

/**
 * New terms for an auction. Each dialog says plainly what the backend does: an edit does not move
 * the finish job, a restart keeps the old bids (contract §14.2). A refusal stays in the form.
 */
export function AuctionTermsDialog({ auction, kind, open, onClose, onResult }: AuctionTermsDialogProps) {
  const { t } = useTranslation('admin');
  const name = auction.carDetails.makeModel;
  const form = useZodForm(
    auctionTermsSchema,
    termsInput(auction.startingPrice, auction.minimalStep, kind === 'edit' ? auction.endDateTime : null),
  );
  const send = kind === 'edit' ? updateAuction : restartAuction;
  const write = useAuctionWrite(
    (terms: AuctionTermsValues) =>
      send({
        id: auction.id,
        startingPrice: terms.startingPrice,
        minimalStep: terms.minimalStep,
        expectedPrice: auction.expectedPrice ?? 0,
        endDateTime: endDateTimeOf(terms),
      }),
    {
      showFailure: false,
      done: () => {
        onClose();
        onResult(t(`${kind}.done`, { name }));
      },
    },
  );
  return (
    <Dialog open={open} onClose={onClose} title={t(`${kind}.title`, { name })}>
      <Form form={form} onValid={write.mutate} busy={write.isPending} className={styles.form}>
        <p className={styles.note}>{t(`${kind}.note`)}</p>
        <AuctionTermsFields form={form} />
        <ErrorBox message={messageOfFailure(write.error)} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={write.isPending} aria-busy={write.isPending}>
            {t(`${kind}.submit`)}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
