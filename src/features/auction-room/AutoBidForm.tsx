import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Auction } from '../../api/auctions';
import { minimumAutoBidLimit } from '../../lib/bidding';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorBox } from '../../ui/ErrorBox';
import { NumberField } from '../../ui/fields/NumberField';
import { useAmountField } from './useAmountField';
import styles from './BidPanel.module.css';

interface AutoBidFormProps {
  auction: Auction;
  userId: string;
  busy: boolean;
  /** Why the controls are paused (an expired session), by the id of the text that says so. */
  pausedBy: string | null;
  onSend: (limit: number) => void;
}

/** Spec §2: the autobid toggle, its limit with its own confirmation, the explanation and the user's autobids. */
export function AutoBidForm({ auction, userId, busy, pausedBy, onSend }: AutoBidFormProps) {
  const { t } = useTranslation('auctionRoom');
  const minimumLimit = minimumAutoBidLimit(auction);
  const [open, setOpen] = useState(false);
  const limit = useAmountField();
  const [confirmLimit, setConfirmLimit] = useState<number | null>(null);
  const paused = pausedBy !== null;
  // Looked up once per language, and the list made again only when the auto-bids change, not on every push.
  const labels = useMemo(
    () => ({
      toggle: t('autoBid.toggle'),
      explanation: t('autoBid.explanation'),
      field: t('autoBid.label'),
      submit: t('autoBid.submit'),
    }),
    [t],
  );
  const { autoBids } = auction;
  const ownAutoBids = useMemo(() => {
    const own = autoBids.filter((autoBid) => autoBid.bidderId === userId);
    if (own.length === 0) return null;
    return (
      <div>
        <h3 className={styles.subTitle}>{t('autoBid.yours')}</h3>
        <ul className={styles.autoBids}>
          {own.toReversed().map((autoBid) => (
            <li key={`${autoBid.limitAmount}|${autoBid.placedAt}`}>
              <strong>{t('autoBid.limit', { amount: formatMoney(autoBid.limitAmount) })}</strong>{' '}
              <span className={styles.muted}>
                {t('autoBid.placedAt', { time: formatDateTime(autoBid.placedAt) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }, [autoBids, userId, t]);
  const confirming = confirmLimit !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paused) return;
    const amount = limit.check(minimumLimit);
    if (amount !== null) setConfirmLimit(amount);
  };

  return (
    <div className={styles.autoBid}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => {
            setOpen(event.target.checked);
            limit.dismissError();
          }}
        />
        <span>{labels.toggle}</span>
      </label>
      <p className={styles.explanation}>{labels.explanation}</p>
      {open && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <NumberField
            label={labels.field}
            value={limit.value}
            onChange={limit.change}
            readOnly={paused}
            hint={t('autoBid.hint', { amount: formatMoney(minimumLimit) })}
            aria-invalid={limit.error ? true : undefined}
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
          <ErrorBox message={limit.error} />
        </form>
      )}
      {ownAutoBids}
      <ConfirmDialog
        open={confirming}
        title={confirming ? t('autoBid.confirmTitle') : ''}
        message={confirming ? t('autoBid.confirm') : ''}
        confirmLabel={confirming ? t('autoBid.confirmButton') : ''}
        onCancel={() => setConfirmLimit(null)}
        onConfirm={() => {
          if (confirmLimit !== null) onSend(confirmLimit);
          setConfirmLimit(null);
          limit.clear();
        }}
      />
    </div>
  );
}
