import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { auctionByCarKey, auctionsByCarKey, carIdOfAuctionKey, type Auction } from '../api/auctions';
import { ENDING_SOON_MS } from '../config';
import { i18n } from '../i18n';
import { isOutbid } from '../rules/bidding';
import { showNotification } from '../lib/browserNotifications';
import type { Clock } from '../core/clock';
import { formatMoney } from '../lib/money';
import { formatNorwegianTime } from '../lib/norwegianTime';
import type { SessionStore } from '../session/sessionStore';

/**
 * The hidden-tab notifications of the live auctions on screen (the room's one, the desk's many):
 * outbid, and the last five minutes (once per auction; a late bid that moves the end back out
 * does not repeat it). They are raised where auctions are written into the query cache (a push,
 * a refetch), once per auction, whatever shows it: no component compares renders to find them.
 */

interface Watched {
  auction: Auction;
  /** Told, or already in its last minutes when first seen (that is not news). */
  endingTold: boolean;
}

/** The auction a by-car query holds (its typed data, read by its key). */
function auctionOf(queryClient: QueryClient, queryKey: QueryKey): Auction | undefined {
  const carId = carIdOfAuctionKey(queryKey);
  return carId === null ? undefined : queryClient.getQueryData<Auction>(auctionByCarKey(carId));
}

function whenHidden(title: string, body: string, tag: string): void {
  if (document.hidden) showNotification(title, { body, tag });
}

const msLeft = (auction: Auction, now: number) => Date.parse(auction.endDateTime) - now;
const inLastMinutes = (auction: Auction, now: number) =>
  auction.status === 'ACTIVE' && msLeft(auction, now) > 0 && msLeft(auction, now) <= ENDING_SOON_MS;

function tellEnding(auction: Auction): void {
  const { makeModel, carId } = auction.carDetails;
  const time = formatNorwegianTime(auction.endDateTime, i18n.t('common:norwegianTime.note'));
  const amount = auction.highestBid ? formatMoney(auction.highestBid.amount) : null;
  whenHidden(
    i18n.t('auctions:notify.endingTitle', { makeModel }),
    amount === null
      ? i18n.t('auctions:notify.endingBodyNoBids', { time })
      : i18n.t('auctions:notify.endingBody', { time, amount }),
    `ending-${carId}`,
  );
}

/**
 * Raises the alerts for every auction shown from this cache until the returned function is
 * called (the user switched them off, or the screen closed).
 */
export function raiseAuctionAlerts(
  queryClient: QueryClient,
  { clock, session }: { clock: Clock; session: SessionStore },
): () => void {
  const watched = new Map<string, Watched>();

  /** On each tick of the shared clock: the auctions that have just entered their last minutes. */
  const tick = () => {
    watched.forEach((entry) => {
      if (entry.endingTold || !inLastMinutes(entry.auction, clock.now())) return;
      entry.endingTold = true;
      tellEnding(entry.auction);
    });
  };

  const seen = (auction: Auction) => {
    const { carId, makeModel } = auction.carDetails;
    const before = watched.get(carId);
    watched.set(carId, {
      auction,
      endingTold: before ? before.endingTold : inLastMinutes(auction, clock.now()),
    });
    const highest = auction.highestBid;
    if (before && highest && isOutbid(before.auction.highestBid, auction, session.snapshot().userId)) {
      whenHidden(
        i18n.t('auctions:notify.outbidTitle', { makeModel }),
        i18n.t('auctions:notify.outbidBody', { amount: formatMoney(highest.amount) }),
        `outbid-${carId}`,
      );
    }
  };

  const cache = queryClient.getQueryCache();
  const look = (queryKey: QueryKey) => {
    const auction = auctionOf(queryClient, queryKey);
    if (auction) seen(auction);
  };
  // The auctions a screen shows: by-car queries with an observer.
  cache.findAll({ queryKey: auctionsByCarKey, type: 'active' }).forEach(({ queryKey }) => look(queryKey));
  const stop = cache.subscribe((event) => {
    const written = event.type === 'updated' && event.action.type === 'success';
    if (!written && event.type !== 'observerAdded') return;
    // The event's own query, found again among the shown auctions (typed as such).
    const [query] = cache.findAll({
      queryKey: auctionsByCarKey,
      type: 'active',
      predicate: (candidate) => candidate === event.query,
    });
    if (query) look(query.queryKey);
  });
  const stopTicking = clock.subscribe(tick);
  return () => {
    stop();
    stopTicking();
    watched.clear();
  };
}
