import { useState, type FormEvent } from 'react';
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
  const ownAutoBids = auction.autoBids.filter((autoBid) => autoBid.bidderId === userId);
  const paused = pausedBy !== null;

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
        <span>{t('autoBid.toggle')}</span>
      </label>
      <p className={styles.explanation}>{t('autoBid.explanation')}</p>
      {open && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <NumberField
            label={t('autoBid.label')}
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
              {t('autoBid.submit')}
            </Button>
          </div>
          <ErrorBox message={limit.error} />
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
      <ConfirmDialog
        open={confirmLimit !== null}
        title={t('autoBid.confirmTitle')}
        message={t('autoBid.confirm')}
        confirmLabel={t('autoBid.confirmButton')}
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
