import { useSyncExternalStore } from 'react';
import { usePart } from '../core/appInstance';
import { clock } from '../core/clock';
import { auctionPhase, type AuctionPhase, type OutcomeAuction } from '../rules/auctionOutcome';

/**
 * Where an auction stands on the server's clock (running, paused, closing, ended: rules/auctionOutcome),
 * from the shared clock. It re-renders only when the answer changes, not every second.
 */
export function useAuctionPhase(auction: Pick<OutcomeAuction, 'status' | 'endDateTime'>): AuctionPhase {
  const { subscribe, now } = usePart(clock);
  const phase = () => auctionPhase(auction, now());
  return useSyncExternalStore(subscribe, phase, phase);
}
