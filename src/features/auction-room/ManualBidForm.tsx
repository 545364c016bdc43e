import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import {
  bidQuestion,
  equalsAnAutoBidLimit,
  minimumAcceptableBid,
  suggestedBid,
  type BidQuestionChange,
} from '../../rules/bidding';
import { useBid } from '../../product/useBid';
import { readAmount } from '../../lib/amountInput';
import { formatMoney, formatNumber } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { AmountField } from '../../product/AmountField';
import { amountLanguage } from '../../product/fieldRules';
import { Form } from '../../ui/form/Form';
import { FormField } from '../../ui/form/FormField';
import type { FormMessageKey } from '../../ui/form/formMessage';
import { useZodForm } from '../../ui/form/useZodForm';
import { bidFormSchema } from './bidFormSchema';
import { useBidQuestion } from '../../product/useBidQuestion';
import styles from './BidPanel.module.css';

interface ManualBidFormProps {
  auction: Auction;
  /** Why the controls are paused (an expired session), by the id of the text that says so. */
  pausedBy: string | null;
  /** The highest bid is the user's own: every bid is confirmed first ("You already lead. Bid anyway?"). */
  leading: boolean;
}

/** Why a question was taken back unanswered, as the field's message (its values: the minimum, the suggestion). */
const WITHDRAWN: Record<BidQuestionChange, FormMessageKey> = {
  outbid: 'auctionRoom:withdrawn.outbid',
  moved: 'auctionRoom:withdrawn.moved',
  notTaken: 'auctionRoom:withdrawn.notTaken',
};

/**
 * The bid input with a one-tap minimum (spec §2), on the house's form pattern. A bid far above the
 * minimum (an extra zero) is confirmed first, with the amount and how far above the minimum it is,
 * and so is any bid from the user who already leads; one dialog asks both. Cancelling sends
 * nothing and keeps the amount to correct. The dialog says what was true when it asked; once that
 * changes (a rival bids, the minimum moves), it closes unanswered, sends nothing, and the field,
 * amount kept, says why (spec §5).
 */
export function ManualBidForm({ auction, pausedBy, leading }: ManualBidFormProps) {
  const { t } = useTranslation('auctionRoom');
  // What became of the last bid sent from here: a refused one's amount comes back to the field.
  const { pending, outcome, send: sendBid } = useBid(auction.carDetails.carId);
  // A bid is on its way: one at a time.
  const busy = pending !== null;
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
  // A bid waiting for the user's yes: over the leader's own bid, far above the minimum, or both;
  // one taken back unanswered is told in the field.
  const { question: confirming, ask, close, withdrawn, told } = useBidQuestion(auction, leading);
  const paused = pausedBy !== null;
  // Looked up once per language, not on every push.
  const labels = useMemo(() => ({ field: t('bid.label'), submit: t('bid.submit') }), [t]);

  // Back to the amount, after the closing dialog has handed focus back to the button that opened it.
  const focusAmount = () => setTimeout(() => document.getElementById(inputId)?.focus(), 0);
  // A question taken back: the field, its amount kept, says why and gets the focus (after the same hand-back).
  useEffect(() => {
    if (!withdrawn) return;
    const timer = setTimeout(() => {
      form.setError('amount', { type: 'withdrawn', message: WITHDRAWN[withdrawn] }, { shouldFocus: true });
      told();
    }, 0);
    return () => clearTimeout(timer);
  }, [withdrawn, form, told]);

  const send = (amount: number) => {
    sendBid('bid', amount);
    // The progress line names the amount; an old amount left in the field would soon be too low.
    form.reset({ amount: '' });
  };

  const submit = ({ amount }: { amount: number }) => {
    if (paused) return;
    const question = bidQuestion(amount, auction, leading);
    if (question.large || leading) ask(question);
    else send(amount);
  };

  const confirmTexts = () => {
    if (!confirming) return { title: '', message: '', confirm: '' };
    const { large } = confirming;
    const amount = formatMoney(confirming.amount);
    const lead = t('leading.message', { amount, highest: formatMoney(confirming.highest) });
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
          close();
          // Back to the amount, to correct it; nothing was sent.
          focusAmount();
        }}
        onConfirm={() => {
          if (confirming) send(confirming.amount);
          close();
        }}
      />
    </Form>
  );
}
