import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { checkAmount, minimumAcceptableBid, minimumAutoBidLimit } from '../../lib/bidding';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorBox } from '../../ui/ErrorBox';
import type { FormMessage } from '../../ui/form/formMessage';
import { NumberField } from '../../ui/fields/NumberField';
import { BidProgress } from '../../domain/BidProgress';
import type { BidKind, BidOutcome, PendingBid } from '../../domain/useBidSender';
import styles from './BidPanel.module.css';

interface BidPanelProps {
  auction: Auction;
  userId: string;
  pending: PendingBid | null;
  outcome: BidOutcome | null;
  onSend: (kind: BidKind, amount: number) => void;
}

/** Bid input, autobid toggle and input with confirmation, the autobid explanation and the user's autobids. */
export function BidPanel({ auction, userId, pending, outcome, onSend }: BidPanelProps) {
  const { t } = useTranslation('auctionRoom');
  const headingId = useId();
  const minimumBid = minimumAcceptableBid(auction);
  const minimumLimit = minimumAutoBidLimit(auction);
  const [bid, setBid] = useState('');
  const [bidError, setBidError] = useState<FormMessage | null>(null);
  const [autoBidOpen, setAutoBidOpen] = useState(false);
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState<FormMessage | null>(null);
  const [confirmLimit, setConfirmLimit] = useState<number | null>(null);
  const ownAutoBids = auction.autoBids.filter((autoBid) => autoBid.bidderId === userId);

  const check = (input: string, minimum: number, setError: (message: FormMessage | null) => void) => {
    const result = checkAmount(input, minimum);
    if (result.ok) {
      setError(null);
      return result.amount;
    }
    setError(
      result.reason === 'tooLow'
        ? { key: 'auctionRoom:errors.tooLow', values: { amount: formatMoney(result.minimum) } }
        : { key: 'auctionRoom:errors.empty' },
    );
    return null;
  };

  const submitBid = (event: FormEvent) => {
    event.preventDefault();
    const amount = check(bid, minimumBid, setBidError);
    if (amount === null) return;
    onSend('bid', amount);
    // The progress line names the amount; an old amount left in the field would soon be too low.
    setBid('');
  };

  const submitAutoBid = (event: FormEvent) => {
    event.preventDefault();
    const amount = check(limit, minimumLimit, setLimitError);
    if (amount !== null) setConfirmLimit(amount);
  };

  const busy = pending !== null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('bid.sectionLabel')}
      </h2>
      <form className={styles.form} onSubmit={submitBid} noValidate>
        <NumberField
          label={t('bid.label')}
          value={bid}
          onChange={(value) => {
            setBid(value);
            setBidError(null);
          }}
          hint={t('bid.hint', { amount: formatMoney(minimumBid) })}
          aria-invalid={bidError ? true : undefined}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setBid(String(minimumBid));
              setBidError(null);
            }}
            aria-label={t('bid.fillMinimumLabel', { amount: formatMoney(minimumBid) })}
          >
            {t('bid.fillMinimum', { amount: formatMoney(minimumBid) })}
          </Button>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy}>
            {t('bid.submit')}
          </Button>
        </div>
        <ErrorBox message={bidError} />
      </form>

      <div className={styles.autoBid}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={autoBidOpen}
            onChange={(event) => {
              setAutoBidOpen(event.target.checked);
              setLimitError(null);
            }}
          />
          <span>{t('autoBid.toggle')}</span>
        </label>
        <p className={styles.explanation}>{t('autoBid.explanation')}</p>
        {autoBidOpen && (
          <form className={styles.form} onSubmit={submitAutoBid} noValidate>
            <NumberField
              label={t('autoBid.label')}
              value={limit}
              onChange={(value) => {
                setLimit(value);
                setLimitError(null);
              }}
              hint={t('autoBid.hint', { amount: formatMoney(minimumLimit) })}
              aria-invalid={limitError ? true : undefined}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {t('autoBid.submit')}
              </Button>
            </div>
            <ErrorBox message={limitError} />
          </form>
        )}
        {ownAutoBids.length > 0 && (
          <div>
            <h3 className={styles.subTitle}>{t('autoBid.yours')}</h3>
            <ul className={styles.autoBids}>
              {ownAutoBids.toReversed().map((autoBid) => (
                <li key={`${autoBid.limitAmount}|${autoBid.placedAt}`}>
                  <strong>{t('autoBid.limit', { amount: formatMoney(autoBid.limitAmount) })}</strong>{' '}
                  <span className={styles.muted}>
                    {t('autoBid.placedAt', { time: formatDateTime(autoBid.placedAt) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <BidProgress pending={pending} outcome={outcome} />

      <ConfirmDialog
        open={confirmLimit !== null}
        title={t('autoBid.confirmTitle')}
        message={t('autoBid.confirm')}
        confirmLabel={t('autoBid.confirmButton')}
        onCancel={() => setConfirmLimit(null)}
        onConfirm={() => {
          if (confirmLimit !== null) onSend('autoBid', confirmLimit);
          setConfirmLimit(null);
          setLimit('');
        }}
      />
    </section>
  );
}
