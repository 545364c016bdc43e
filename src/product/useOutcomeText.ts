import { useTranslation } from 'react-i18next';
import { auctionOutcome, type AuctionOutcome, type OutcomeAuction } from '../rules/auctionOutcome';
import { useNow } from '../core/clock';
import { formatMoney } from '../lib/money';
import type { OwnBidders } from './useOwnUser';

/**
 * How the auction ended for the viewer whose bidders these are, on the server's word (the shared
 * clock reads the server's time, and only FINISHED is final: rules/auctionOutcome), and the words
 * for it: "Closing…" until then, "You won at …" (or "Your company won at …, with {name}'s bid"
 * for one of a company's representatives: a colleague's win is the company's), "Won by another
 * bidder at …" (to a representative, who cannot know its colleagues: "… It may be a colleague"),
 * "Sold at …" for a viewer who does not bid, "Ended without bids"; '' while it runs.
 */
export function useOutcomeText(
  auction: OutcomeAuction,
  bidders: OwnBidders | null,
): { outcome: AuctionOutcome; text: string } {
  const { t } = useTranslation('auctions');
  const outcome = auctionOutcome(auction, bidders?.ids ?? null, useNow());
  switch (outcome.kind) {
    case 'open':
      return { outcome, text: '' };
    case 'closing':
      return { outcome, text: t('outcome.closing') };
    case 'noBids':
      return { outcome, text: t('outcome.noBids') };
    case 'lost': {
      // A representative cannot know its colleagues (production shows a representative no one but
      // itself, contract §4.5, §4.9): the winner may be one, and the room says so, as it does live.
      const key = bidders?.names === null ? 'outcome.lostToSomeone' : 'outcome.lost';
      return { outcome, text: t(key, { amount: formatMoney(outcome.amount) }) };
    }
    case 'sold':
      return { outcome, text: t('outcome.sold', { amount: formatMoney(outcome.amount) }) };
    case 'won': {
      const amount = formatMoney(outcome.amount);
      const name = bidders?.names?.get(outcome.winnerId);
      const text = name === undefined ? t('outcome.won', { amount }) : t('outcome.wonBy', { name, amount });
      return { outcome, text };
    }
  }
}
