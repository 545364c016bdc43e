import { useTranslation } from 'react-i18next';
import { auctionOutcome, type AuctionOutcome, type OutcomeAuction } from '../lib/auctionOutcome';
import { useNow } from '../lib/clock';
import { formatMoney } from '../lib/money';

/**
 * How the auction ended for `bidderId`, from the moment its end passes (the shared clock), and
 * the words for it: "You won at …" (or "{name} won at …" when a company looks at a
 * representative), "Won by another bidder at …", "Ended without bids"; '' while it runs.
 */
export function useOutcomeText(
  auction: OutcomeAuction,
  bidderId: string | null,
  bidderName?: string,
): { outcome: AuctionOutcome; text: string } {
  const { t } = useTranslation('auctions');
  const outcome = auctionOutcome(auction, bidderId, useNow());
  switch (outcome.kind) {
    case 'open':
      return { outcome, text: '' };
    case 'noBids':
      return { outcome, text: t('outcome.noBids') };
    case 'lost':
      return { outcome, text: t('outcome.lost', { amount: formatMoney(outcome.amount) }) };
    case 'won': {
      const amount = formatMoney(outcome.amount);
      const text =
        bidderName === undefined
          ? t('outcome.won', { amount })
          : t('outcome.wonBy', { name: bidderName, amount });
      return { outcome, text };
    }
  }
}
