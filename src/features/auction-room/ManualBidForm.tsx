import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import {
  equalsAnAutoBidLimit,
  largeBid,
  minimumAcceptableBid,
  suggestedBid,
  type LargeBid,
} from '../../rules/bidding';
import type { BidOutcome } from '../../product/bidPipeline';
import { readAmount } from '../../lib/amountInput';
import { formatMoney, formatNumber } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AmountField } from '../../product/AmountField';
import { amountLanguage } from '../../product/fieldRules';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import { useZodForm } from '../../ui/form/useZodForm';
import { bidFormSchema } from './bidFormSchema';
import styles from './BidPanel.module.css';

interface ManualBidFormProps {
  auction: Auction;
  /** A bid is on its way: one at a time. */
  busy: boolean;
  /** Why the controls are paused (an expired session), by the id of the text that says so. */
  pausedBy: string | null;
  /** The highest bid is the user's own: every bid is confirmed first ("You already lead. Bid anyway?"). */
  leading: boolean;
  /** What became of the last bid sent from here: a refused one's amount comes back to the field. */
  outcome: BidOutcome | null;
  onSend: (amount: number) => void;
}

/** A bid waiting for the user's yes: over the leader's own bid, far above the minimum, or both. */
interface Confirming {
  amount: number;
  leading: boolean;
  large: LargeBid | null;
}

/**
 * The bid input with a one-tap minimum (spec §2), on the house's form pattern. A bid far above the
 * minimum (an extra zero) is confirmed first, with the amount and how far above the minimum it is,
 * and so is any bid from the user who already leads; one dialog asks both. Cancelling sends
 * nothing and keeps the amount to correct.
 */
export function ManualBidForm({ auction, busy, pausedBy, leading, outcome, onSend }: ManualBidFormProps) {
  const { t } = useTranslation('auctionRoom');
  const inputId = useId();
  const minimumBid = minimumAcceptableBid(auction);
  // Never an amount production refuses: one equal to an autobid's limit is stepped past (issue 36).
  const suggestion = suggestedBid(auction);
  const { autoBids } = auction;
  // A push that moves the minimum or the autobids gives the form a new schema: what is checked is what is shown.
  const schema = useMemo(
    () => bidFormSchema(minimumBid, (amount) => equalsAnAutoBidLimit(amount, autoBids)),
    [minimumBid, autoBids],
  );
  const form = useZodForm(schema, { amount: '' });
  const typed = readAmount(form.watch('amount'), amountLanguage());
  // The amount to offer instead of one production does not take: the next free one from the typed amount.
  const instead = suggestedBid(auction, typed.kind === 'amount' ? typed.value : minimumBid);
  // A refused bid's amount comes back to the field, unless something new was typed meanwhile:
  // nothing the user bid is lost (the progress line says why it was not placed).
  useEffect(() => {
    if (outcome?.placed !== false || outcome.kind !== 'bid') return;
    if (form.getValues('amount').trim() === '') form.setValue('amount', String(outcome.amount));
  }, [outcome, form]);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const paused = pausedBy !== null;
  // Looked up once per language, not on every push.
  const labels = useMemo(() => ({ field: t('bid.label'), submit: t('bid.submit') }), [t]);

  const send = (amount: number) => {
    onSend(amount);
    // The progress line names the amount; an old amount left in the field would soon be too low.
    form.reset({ amount: '' });
  };

  const submit = ({ amount }: { amount: number }) => {
    if (paused) return;
    const large = largeBid(amount, auction);
    if (large || leading) setConfirming({ amount, leading, large });
    else send(amount);
  };

  const confirmTexts = () => {
    if (!confirming) return { title: '', message: '', confirm: '' };
    const { large } = confirming;
    const amount = formatMoney(confirming.amount);
    const lead = t('leading.message', { amount, highest: formatMoney(auction.highestBid?.amount ?? 0) });
    const size =
      large &&
      t(large.stepsAboveMinimum > 0 ? 'largeBid.message' : 'largeBid.messageNoSteps', {
        amount,
        above: formatMoney(large.aboveMinimum),
        minimum: formatMoney(large.minimum),
        steps: formatNumber(large.stepsAboveMinimum),
      });
    if (!confirming.leading)
      return { title: t('largeBid.title'), message: size || '', confirm: t('largeBid.confirm', { amount }) };
    return {
      title: t('leading.title'),
      message: size ? `${lead} ${size}` : lead,
      confirm: t('leading.confirm', { amount }),
    };
  };
  const texts = confirmTexts();

  return (
    <Form form={form} onValid={submit} busy={busy} className={styles.form}>
      <FormField
        as={AmountField}
        form={form}
        name="amount"
        id={inputId}
        label={labels.field}
        readOnly={paused}
        hint={t('bid.hint', { amount: formatMoney(minimumBid) })}
        messageValues={{ amount: formatMoney(minimumBid), suggestion: formatMoney(instead) }}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            form.setValue('amount', String(suggestion));
            form.clearErrors('amount');
          }}
          disabled={paused}
          aria-describedby={pausedBy ?? undefined}
          aria-label={t('bid.fillMinimumLabel', { amount: formatMoney(suggestion) })}
        >
          {t('bid.fillMinimum', { amount: formatMoney(suggestion) })}
        </Button>
        <Button
          type="submit"
          variant="accent"
          disabled={busy || paused}
          aria-busy={busy}
          aria-describedby={pausedBy ?? undefined}
        >
          {labels.submit}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirm}
        onCancel={() => {
          setConfirming(null);
          // Back to the amount, to correct it (after the dialog hands focus back); nothing was sent.
          setTimeout(() => document.getElementById(inputId)?.focus(), 0);
        }}
        onConfirm={() => {
          if (confirming) send(confirming.amount);
          setConfirming(null);
        }}
      />
    </Form>
  );
}
