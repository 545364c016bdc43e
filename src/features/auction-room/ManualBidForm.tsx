import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { largeBid, minimumAcceptableBid, type LargeBid } from '../../lib/bidding';
import { formatMoney, formatNumber } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { NumberField } from '../../ui/fields/NumberField';
import { useAmountField } from './useAmountField';
import styles from './BidPanel.module.css';

interface ManualBidFormProps {
  auction: Auction;
  /** A bid is on its way: one at a time. */
  busy: boolean;
  /** Why the controls are paused (an expired session), by the id of the text that says so. */
  pausedBy: string | null;
  onSend: (amount: number) => void;
}

/**
 * The bid input with a one-tap minimum (spec §2). A bid far above the minimum (an extra zero) is
 * confirmed first, with the amount and how far above the minimum it is; cancelling sends nothing.
 */
export function ManualBidForm({ auction, busy, pausedBy, onSend }: ManualBidFormProps) {
  const { t } = useTranslation('auctionRoom');
  const inputId = useId();
  const minimumBid = minimumAcceptableBid(auction);
  const bid = useAmountField();
  const [confirming, setConfirming] = useState<(LargeBid & { amount: number }) | null>(null);
  const paused = pausedBy !== null;
  // Looked up once per language, not on every push.
  const labels = useMemo(() => ({ field: t('bid.label'), submit: t('bid.submit') }), [t]);

  const send = (amount: number) => {
    onSend(amount);
    // The progress line names the amount; an old amount left in the field would soon be too low.
    bid.clear();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paused) return;
    const amount = bid.check(minimumBid);
    if (amount === null) return;
    const large = largeBid(amount, auction);
    if (large) setConfirming({ ...large, amount });
    else send(amount);
  };

  const confirmMessage = () => {
    if (!confirming) return '';
    const values = {
      amount: formatMoney(confirming.amount),
      above: formatMoney(confirming.aboveMinimum),
      minimum: formatMoney(confirming.minimum),
      steps: formatNumber(confirming.stepsAboveMinimum),
    };
    return confirming.stepsAboveMinimum > 0
      ? t('largeBid.message', values)
      : t('largeBid.messageNoSteps', values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NumberField
        id={inputId}
        label={labels.field}
        value={bid.value}
        onChange={bid.change}
        readOnly={paused}
        hint={t('bid.hint', { amount: formatMoney(minimumBid) })}
        aria-invalid={bid.error ? true : undefined}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => bid.change(String(minimumBid))}
          disabled={paused}
          aria-describedby={pausedBy ?? undefined}
          aria-label={t('bid.fillMinimumLabel', { amount: formatMoney(minimumBid) })}
        >
          {t('bid.fillMinimum', { amount: formatMoney(minimumBid) })}
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
      <ErrorBox message={bid.error} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t('largeBid.title') : ''}
        message={confirmMessage()}
        confirmLabel={confirming ? t('largeBid.confirm', { amount: formatMoney(confirming.amount) }) : ''}
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
    </form>
  );
}
