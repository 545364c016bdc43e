import { useTranslation } from 'react-i18next';
import type { AuctionStatus } from '../api/auctions';
import { Pill, type PillTone } from '../ui/Pill';

const TONES: Record<AuctionStatus, PillTone> = {
  ACTIVE: 'success',
  FINISHED: 'muted',
  DISABLED: 'danger',
};

/** An auction's status on a card: Active, Finished or Paused. */
export function AuctionStatusPill({ status, className }: { status: AuctionStatus; className?: string }) {
  const { t } = useTranslation('auctions');
  return (
    <Pill tone={TONES[status]} className={className}>
      {t(`card.status.${status}`)}
    </Pill>
  );
}
