import { ApiError } from '../http/errors.js';
import type { Auction, AuctionStatus, User } from '../store/model.js';
import type { Races } from '../races.js';
import type { Store } from '../store/store.js';
import { nowMicros } from '../time.js';
import { assertStorable, formatAmount } from './money.js';

const ANTI_SNIPING_WINDOW_MINUTES = 10;
const ANTI_SNIPING_EXTENSION_MS = 2 * 60_000;
// setTimeout cannot wait longer than 2^31-1 ms; longer waits are re-armed.
const MAX_TIMER_MS = 2_147_483_647;
// With minimalStep 0 two auto-bidders could outbid each other forever; production would hang.
const MAX_RESOLUTION_ROUNDS = 100_000;

export interface EngineEvents {
  /** Called after every accepted bid or auto-bid, and only then: production broadcasts nothing else. */
  onAuctionChanged(auction: Auction): void;
}

/** The bid rules of contract §7.4–§7.7. Synchronous: production's races only where a test switches them on (races.ts). */
export class AuctionEngine {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /**
   * Production's Redis job keys (`auction_job_{id}` → deadline, RedisTaskScheduler
   * .scheduleAuctionFinish). A key goes only when its job finishes an ACTIVE auction: one whose
   * job found the auction paused (or deleted) stays, with its passed deadline, and a restart reads it.
   */
  private readonly jobDeadlines = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly events: EngineEvents,
    private readonly now: () => number = Date.now,
    private readonly races?: Races,
  ) {}

  /** With `unorderedBids`, the bids one call writes share this instant (an autobid war in one ms). */
  private callMicros: number | null = null;

  placeBid(auction: Auction, bidder: User, amountCents: number): Auction {
    // Loaded before a pause or a finish, saved after it: checked as open, and ACTIVE written back.
    const stale = this.races?.loadedWhileActive(auction.id) ?? false;
    if (!stale) this.assertOpen(auction);
    const highest = auction.bids.at(-1);
    const minimum = highest ? highest.amountCents + auction.minimalStepCents : auction.startingPriceCents;
    if (amountCents < minimum)
      throw new ApiError(400, `Bid is too low. Must be at least ${formatAmount(minimum)}`);
    if (auction.autoBids.some((a) => a.limitCents === amountCents)) {
      throw new ApiError(
        400,
        `An auto bid with the amount '${formatAmount(amountCents)}' exists already. Can't place a bid with the exact same amount`,
      );
    }
    assertStorable(amountCents);
    this.inOneCall(() => {
      this.appendBid(auction, bidder.id, amountCents);
      this.resolveAutoBids(auction);
    });
    if (stale) this.writeStatus(auction, 'ACTIVE');
    this.remember(bidder, auction);
    this.events.onAuctionChanged(auction);
    return auction;
  }

  private inOneCall(write: () => void): void {
    if (this.races?.settings.unorderedBids) this.callMicros = Math.floor(nowMicros() / 1000) * 1000;
    try {
      write();
    } finally {
      this.callMicros = null;
    }
  }

  /** The auction row's status, as production's raw `UPDATE auction SET status` or a whole save writes it. */
  writeStatus(auction: Auction, status: AuctionStatus): void {
    this.races?.statusChanged(auction.id, auction.status, status);
    auction.status = status;
  }

  placeAutoBid(auction: Auction, bidder: User, limitCents: number): Auction {
    const highest = auction.bids.at(-1);
    const minimum = highest ? highest.amountCents + 2 * auction.minimalStepCents : auction.startingPriceCents;
    if (limitCents < minimum)
      throw new ApiError(400, `Auto Bid is too low. Must be at least ${formatAmount(minimum)}`);
    // Production checks "closed" only when a bid is generated; with the minimum above, a bid is
    // generated exactly when there are no bids or someone else leads.
    if (!highest || highest.bidderId !== bidder.id) this.assertOpen(auction);
    assertStorable(limitCents);
    auction.autoBids.push({ bidderId: bidder.id, limitCents, placedAtMicros: nowMicros() });
    this.inOneCall(() => {
      if (!highest) this.appendBid(auction, bidder.id, auction.startingPriceCents);
      this.resolveAutoBids(auction);
    });
    this.remember(bidder, auction);
    this.events.onAuctionChanged(auction);
    return auction;
  }

  /** Appends historic bids without broadcast or anti-sniping (test control and seed). */
  appendHistoricBid(auction: Auction, bidderId: string, amountCents: number): void {
    auction.bids.push({ bidderId, amountCents, placedAtMicros: nowMicros() });
  }

  /** The test control's status switch: FINISHED ends the auction at once, like its end job would. */
  setStatus(auction: Auction, status: AuctionStatus): void {
    this.writeStatus(auction, status);
    if (status === 'FINISHED') this.finish(auction);
    // Like production, an auction (re)activated after its end gets no finish job and stays ACTIVE.
    else if (auction.endMillis > this.now()) this.schedule(auction);
    else this.unschedule(auction.id);
  }

  /** Production stores an auction whose end is already past, but never gives it a finish job. */
  start(auction: Auction): void {
    if (auction.endMillis > this.now()) this.schedule(auction);
  }

  setEnd(auction: Auction, endMillis: number): void {
    auction.endMillis = endMillis;
    this.schedule(auction);
  }

  /** Arms the end-of-auction job; production keeps one per ACTIVE auction. */
  schedule(auction: Auction): void {
    this.unschedule(auction.id);
    if (auction.status !== 'ACTIVE') return;
    if (auction.endMillis > this.now()) this.jobDeadlines.set(auction.id, auction.endMillis);
    this.arm(auction.id, auction.endMillis);
  }

  private arm(auctionId: string, atMillis: number): void {
    const delay = Math.max(0, Math.min(atMillis - this.now(), MAX_TIMER_MS));
    const timer = setTimeout(() => this.onEndTimer(auctionId), delay);
    timer.unref();
    this.timers.set(auctionId, timer);
  }

  /**
   * A backend restart (`RedisTaskScheduler.restoreScheduledFinishes`, @PostConstruct): every job in
   * memory is lost; each stored key whose deadline has passed finishes its auction **whatever its
   * status** (paused or extended: FINISHED, car `Solgt`) and goes; the others are armed again at
   * their stored deadline. An auction without a key (stranded) stays as it is. Answers the car
   * ids of the auctions it finished.
   */
  restart(): string[] {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const finished: string[] = [];
    for (const [auctionId, deadline] of [...this.jobDeadlines]) {
      if (deadline >= this.now()) {
        this.arm(auctionId, deadline);
        continue;
      }
      this.jobDeadlines.delete(auctionId);
      const auction = this.store.auctions.get(auctionId);
      if (!auction) continue;
      this.finish(auction);
      finished.push(auction.carDetails.carId);
    }
    return finished;
  }

  unschedule(auctionId: string): void {
    const timer = this.timers.get(auctionId);
    if (timer) clearTimeout(timer);
    this.timers.delete(auctionId);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.jobDeadlines.clear();
  }

  private onEndTimer(auctionId: string): void {
    this.timers.delete(auctionId);
    const auction = this.store.auctions.get(auctionId);
    if (!auction || auction.status !== 'ACTIVE') return;
    if (auction.endMillis > this.now()) {
      this.schedule(auction);
      return;
    }
    // Production is silent here: no broadcast, the car becomes Solgt with or without bids.
    this.finish(auction);
  }

  private finish(auction: Auction): void {
    this.unschedule(auction.id);
    this.jobDeadlines.delete(auction.id);
    this.writeStatus(auction, 'FINISHED');
    const car = this.store.cars.get(auction.carDetails.carId);
    if (car) car.status = 'Solgt';
  }

  private assertOpen(auction: Auction): void {
    if (auction.status === 'FINISHED' || this.now() > auction.endMillis) {
      throw new ApiError(409, 'Auction is already closed. Cannot place new bid.');
    }
    if (auction.status === 'DISABLED') throw new ApiError(409, 'Auction is currently paused.');
  }

  private appendBid(auction: Auction, bidderId: string, amountCents: number): void {
    const minutesLeft = Math.trunc((auction.endMillis - this.now()) / 60_000);
    if (minutesLeft < ANTI_SNIPING_WINDOW_MINUTES) {
      auction.endMillis += ANTI_SNIPING_EXTENSION_MS;
      this.schedule(auction);
    }
    auction.bids.push({ bidderId, amountCents, placedAtMicros: this.callMicros ?? nowMicros() });
  }

  /** Contract §7.5: lowest qualifying limit bids one step, alternating, until nobody qualifies. */
  private resolveAutoBids(auction: Auction): void {
    for (let round = 0; round < MAX_RESOLUTION_ROUNDS; round++) {
      const highest = auction.bids.at(-1);
      if (!highest) return;
      const next = highest.amountCents + auction.minimalStepCents;
      const candidates = auction.autoBids.filter(
        (a) => a.limitCents >= next && a.bidderId !== highest.bidderId,
      );
      const chosen = candidates.reduce<(typeof candidates)[number] | undefined>(
        (best, a) =>
          !best ||
          a.limitCents < best.limitCents ||
          (a.limitCents === best.limitCents && a.placedAtMicros < best.placedAtMicros)
            ? a
            : best,
        undefined,
      );
      if (!chosen) return;
      if (chosen.limitCents === next) {
        const earlier = auction.autoBids.find(
          (a) =>
            a.bidderId === highest.bidderId &&
            a.limitCents === chosen.limitCents &&
            a.placedAtMicros < chosen.placedAtMicros,
        );
        if (earlier) {
          this.appendBid(auction, earlier.bidderId, next);
          return;
        }
      }
      this.appendBid(auction, chosen.bidderId, next);
    }
  }

  private remember(bidder: User, auction: Auction): void {
    const carId = auction.carDetails.carId;
    if (bidder.role !== 'BUYER_REPRESENTATIVE' || bidder.savedCarIds.includes(carId)) return;
    const save = () => {
      if (!bidder.savedCarIds.includes(carId)) bidder.savedCarIds.push(carId);
    };
    if (this.races) this.races.saveCar(save);
    else save();
  }
}
