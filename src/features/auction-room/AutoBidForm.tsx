import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { isAutoBidSpent, minimumAutoBidLimit } from '../../rules/bidding';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useBid } from '../../product/useBid';
import { AmountField } from '../../product/AmountField';
import { useNorwegianTime } from '../../ui/useNorwegianTime';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { bidFormSchema } from './bidFormSchema';
import styles from './BidPanel.module.css';

interface AutoBidFormProps {
  auction: Auction;
  userId: string;
  /** Why the controls are paused (an expired session), by the id of the text that says so. */
  pausedBy: string | null;
}

/** Spec §2: the autobid toggle, its limit with its own confirmation, the explanation and the user's autobids. */
export function AutoBidForm({ auction, userId, pausedBy }: AutoBidFormProps) {
  const { t } = useTranslation('auctionRoom');
  // What became of the last bid sent from the room: a refused limit comes back to the field.
  const { pending, outcome, send } = useBid(auction.carDetails.carId);
  const busy = pending !== null;
  const time = useNorwegianTime();
  const minimumLimit = minimumAutoBidLimit(auction);
  const [open, setOpen] = useState(false);
  const listId = useId();
  // A push that moves the minimum gives the form a new schema: the minimum checked is the one shown.
  const schema = useMemo(() => bidFormSchema(minimumLimit), [minimumLimit]);
  const form = useZodForm(schema, { amount: '' });
  const [confirmLimit, setConfirmLimit] = useState<number | null>(null);
  const paused = pausedBy !== null;
  // A refused limit comes back to the field, unless something new was typed meanwhile.
  useEffect(() => {
    if (outcome?.placed !== false || outcome.kind !== 'autoBid') return;
    if (form.getValues('amount').trim() === '') form.setValue('amount', String(outcome.amount));
  }, [outcome, form]);
  // Looked up once per language, and the list made again only when the auto-bids or the highest bid change.
  const labels = useMemo(
    () => ({
      toggle: t('autoBid.toggle'),
      explanation: t('autoBid.explanation'),
      field: t('autoBid.label'),
      submit: t('autoBid.submit'),
    }),
    [t],
  );
  const { autoBids, highestBid, minimalStep, startingPrice } = auction;
  const ownAutoBids = useMemo(() => {
    const terms = { highestBid, minimalStep, startingPrice };
    const own = autoBids.filter((autoBid) => autoBid.bidderId === userId);
    if (own.length === 0) return null;
    return (
      <div>
        <h3 id={listId} className={styles.subTitle}>
          {t('autoBid.yours')}
        </h3>
        <ul className={styles.autoBids} aria-labelledby={listId}>
          {own.toReversed().map((autoBid) => {
            // Spent once the highest bid has passed what it can answer (contract §7.5): never "active".
            const spent = isAutoBidSpent(autoBid.limitAmount, terms);
            return (
              <li
                key={`${autoBid.limitAmount}|${autoBid.placedAt}`}
                className={spent ? styles.spent : undefined}
              >
                <strong>{t('autoBid.limit', { amount: formatMoney(autoBid.limitAmount) })}</strong>{' '}
                <span className={spent ? styles.spentState : styles.activeState}>
                  {spent ? t('autoBid.spent') : t('autoBid.active')}
                </span>{' '}
                <span className={styles.muted}>
                  {t('autoBid.placedAt', { time: time.format(autoBid.placedAt) })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }, [autoBids, highestBid, minimalStep, startingPrice, userId, listId, t, time]);
  const confirming = confirmLimit !== null;

  const submit = ({ amount }: { amount: number }) => {
    if (!paused) setConfirmLimit(amount);
  };

  return (
    <div className={styles.autoBid}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => {
            setOpen(event.target.checked);
            form.clearErrors('amount');
          }}
        />
        <span>{labels.toggle}</span>
      </label>
      <p className={styles.explanation}>{labels.explanation}</p>
      {open && (
        <Form form={form} onValid={submit} busy={busy} className={styles.form}>
          <FormField
            as={AmountField}
            form={form}
            name="amount"
            label={labels.field}
            readOnly={paused}
            hint={t('autoBid.hint', { amount: formatMoney(minimumLimit) })}
            messageValues={{ amount: formatMoney(minimumLimit) }}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              disabled={busy || paused}
              aria-busy={busy}
              aria-describedby={pausedBy ?? undefined}
            >
              {labels.submit}
            </Button>
          </div>
        </Form>
      )}
      {ownAutoBids}
      <ConfirmDialog
        open={confirming}
        title={confirming ? t('autoBid.confirmTitle') : ''}
        message={confirming ? t('autoBid.confirm') : ''}
        confirmLabel={confirming ? t('autoBid.confirmButton') : ''}
        onCancel={() => setConfirmLimit(null)}
        onConfirm={() => {
          if (confirmLimit !== null) send('autoBid', confirmLimit);
          setConfirmLimit(null);
          form.reset({ amount: '' });
        }}
      />
    </div>
  );
}
