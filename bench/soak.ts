import type { Browser } from '@playwright/test';
import type { BenchBackend } from './lib/benchBackend';
import { heapAfterGc, loggedInPage, type Session } from './lib/benchBrowser';
import { waitForLive } from './liveUpdates';

export interface SoakFigures {
  carId: string;
  pushedUpdates: number;
  forcedReconnects: number;
  heapBeforeBytes: number;
  heapAfterBytes: number;
  heapGrowthBytes: number;
  openSocketsAtEnd: number;
  subscriptionsAtEnd: number;
}

interface AuctionBody {
  highestBid: { amount: number; bidderId: string } | null;
  minimalStep: number;
  startingPrice: number;
  [key: string]: unknown;
}

/**
 * The client's first reconnect comes within 7.5 s (spec §9's 5 s step, ±50 % jitter:
 * src/realtime/reconnectDelay.ts); the page clock skips it so 50 reconnects take seconds, not minutes.
 */
const FIRST_RECONNECT_WITHIN_MS = 7_500;
const PUSH_CONCURRENCY = 25;

/**
 * 10,000 pushed updates (a fixed-size auction body with a rising highest bid, so the page does
 * the same work each time and any growth is a leak, not data) and 50 forced reconnects; the heap
 * after a forced GC before and after, and the broker's sockets and subscriptions at the end.
 */
export async function measureSoak(
  browser: Browser,
  backend: BenchBackend,
  options: { carId: string; session: Session; updates: number; reconnects: number },
): Promise<SoakFigures> {
  const { carId, session } = options;
  const auction = await fetch(`${backend.url}/api/v1/auctions/by-car/${carId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  }).then((response) => response.json() as Promise<AuctionBody>);
  const base = auction.highestBid?.amount ?? auction.startingPrice;
  const bidderId = auction.highestBid?.bidderId ?? session.userId;
  const destination = `/topic/auction/${carId}`;

  const { context, page } = await loggedInPage(browser, backend.url, session);
  try {
    await page.clock.install();
    await page.goto(`/auction/${carId}?lng=en`);
    await waitForLive(page);
    const heapBefore = await heapAfterGc(page);

    let pushed = 0;
    const perRound = Math.ceil(options.updates / options.reconnects);
    for (let round = 0; round < options.reconnects; round++) {
      const target = Math.min(options.updates, pushed + perRound);
      while (pushed < target) {
        const batch = Array.from({ length: Math.min(PUSH_CONCURRENCY, target - pushed) }, () => {
          pushed += 1;
          const body = {
            ...auction,
            highestBid: { ...auction.highestBid, bidderId, amount: base + pushed * auction.minimalStep },
          };
          return backend.post('/__test/topic/push', { destination, body: JSON.stringify(body) });
        });
        await Promise.all(batch);
      }
      await backend.post('/__test/ws/drop');
      await page
        .getByRole('status', { name: /Connection: (Reconnecting|Offline)/ })
        .waitFor({ timeout: 10_000 });
      await page.clock.fastForward(FIRST_RECONNECT_WITHIN_MS);
      await waitForLive(page);
    }
    // The broker counts the session once its SUBSCRIBE frames are in.
    await page.waitForTimeout(500);
    const stats = (await backend.get('/__test/ws/stats')) as { openSockets: number; subscriptions: number };
    const heapAfter = await heapAfterGc(page);
    return {
      carId,
      pushedUpdates: pushed,
      forcedReconnects: options.reconnects,
      heapBeforeBytes: heapBefore,
      heapAfterBytes: heapAfter,
      heapGrowthBytes: heapAfter - heapBefore,
      openSocketsAtEnd: stats.openSockets,
      subscriptionsAtEnd: stats.subscriptions,
    };
  } finally {
    await context.close();
  }
}
