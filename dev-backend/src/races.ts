import type { Deferred } from './deferred.js';
import type { AuctionStatus } from './store/model.js';

/**
 * Production's races, which the stand-in (synchronous, in insertion order) would otherwise hide. All
 * off until a test switches one on (`POST /__test/races`, dev-backend/README.md); a reset switches
 * them off. Each is read in production's source (docs/contract.md §14.14).
 */
export interface RaceSettings {
  /**
   * A bid committed within this many ms after a pause or a finish writes ACTIVE back, as the bid's
   * transaction loaded the whole auction before and saves it whole (`AuctionDomainService
   * .placeBidOnAuction` → `auctionRepository.save`), next to the raw `UPDATE auction SET status`
   * (`AuctionJpaRepository.updateAuctionStatusById`). 0: off.
   */
  staleStatusMs: number;
  /**
   * Bids come back in any order (`AuctionJpaEntity.bids`: an `@ElementCollection` without
   * `@OrderColumn`), and the bids one call writes (an autobid war) share one millisecond.
   */
  unorderedBids: boolean;
  /**
   * A representative's "my auctions" entry is added this many ms after the first bid (`UserApplication
   * Service.addSavedCarOn`, `@Async` on the 5-thread `eventTaskExecutor`); null: lost (the executor's
   * save lost to another, or a restart). 0: at once.
   */
  savedCarDelayMs: number | null;
  /**
   * A deleted seller's cars go this many ms after the account (`CarApplicationService
   * .cleanDatabaseRelationsOn(UserDeletedEvent)`, `@Async`). 0: at once.
   */
  carDeletionDelayMs: number;
}

export const NO_RACES: RaceSettings = {
  staleStatusMs: 0,
  unorderedBids: false,
  savedCarDelayMs: 0,
  carDeletionDelayMs: 0,
};

/** The races switched on, and what they need to remember. */
export class Races {
  settings: RaceSettings = { ...NO_RACES };
  /** The last status change of each auction away from ACTIVE: what a bid loaded before it saw. */
  private readonly leftActive = new Map<string, number>();

  constructor(
    private readonly deferred: Deferred,
    private readonly now: () => number = Date.now,
  ) {}

  reset(): void {
    this.settings = { ...NO_RACES };
    this.leftActive.clear();
  }

  /** An auction's status changed (the raw UPDATE of a pause or a finish). */
  statusChanged(auctionId: string, from: AuctionStatus, to: AuctionStatus): void {
    if (from === 'ACTIVE' && to !== 'ACTIVE') this.leftActive.set(auctionId, this.now());
    else this.leftActive.delete(auctionId);
  }

  /** Whether a bid arriving now loaded the auction while it was still ACTIVE, before its pause or finish. */
  loadedWhileActive(auctionId: string): boolean {
    const at = this.leftActive.get(auctionId);
    return (
      this.settings.staleStatusMs > 0 && at !== undefined && this.now() - at <= this.settings.staleStatusMs
    );
  }

  /** Adds a car to a representative's saved cars as production's executor does: at once, later, or never. */
  saveCar(action: () => void): void {
    const delay = this.settings.savedCarDelayMs;
    if (delay === null) return;
    if (delay === 0) action();
    else this.deferred.later(delay, action);
  }

  /** Deletes a seller's cars as production's event listener does: at once or a little later. */
  deleteCars(action: () => void): void {
    const delay = this.settings.carDeletionDelayMs;
    if (delay === 0) action();
    else this.deferred.later(delay, action);
  }

  /** The order bids are answered in: as stored, or shuffled (no ORDER BY, no order column). */
  answerOrder<Entry>(entries: readonly Entry[]): Entry[] {
    if (!this.settings.unorderedBids) return [...entries];
    const shuffled = [...entries];
    for (let index = shuffled.length - 1; index > 0; index -= 1) {
      const other = Math.floor(Math.random() * (index + 1));
      [shuffled[index], shuffled[other]] = [shuffled[other] as Entry, shuffled[index] as Entry];
    }
    return shuffled;
  }
}
