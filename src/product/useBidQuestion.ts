import { useCallback, useState } from 'react';
import type { Auction } from '../api/auctions';
import { bidQuestionChange, type BidQuestion, type BidQuestionChange } from '../rules/bidding';

/**
 * A bid waiting for the user's yes ("You already lead. Bid anyway?", "Check your bid"), in the room
 * and on the desk alike. A question whose premise a push or a read has changed is neither left on
 * screen nor answered: it closes in this very render, before it can say anything false, and
 * `withdrawn` says why until the screen has told the user (spec §5).
 */
export function useBidQuestion(auction: Auction, leading: boolean) {
  const [question, setQuestion] = useState<BidQuestion | null>(null);
  const [withdrawn, setWithdrawn] = useState<BidQuestionChange | null>(null);
  const change = question && bidQuestionChange(question, auction, leading);
  if (change) {
    setQuestion(null);
    setWithdrawn(change);
  }
  const close = useCallback(() => setQuestion(null), []);
  const told = useCallback(() => setWithdrawn(null), []);
  return { question, ask: setQuestion, close, withdrawn, told };
}
