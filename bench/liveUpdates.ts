import type { Browser, Page } from '@playwright/test';
import type { BenchBackend } from './lib/benchBackend';
import { loggedInPage, type Session } from './lib/benchBrowser';
import { instrumentLiveUpdates, watchHighestBid } from './lib/liveInstrument';
import { percentile, round } from './lib/stats';

export interface LiveUpdateFigures {
  carId: string;
  bidsAtStart: number;
  pushesPerSecond: number;
  durationMs: number;
  framesReceived: number;
  framesShown: number;
  /** From the frame's arrival in the page to the new highest bid in the DOM, ms. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  longTasksOver50Ms: number;
  longestTaskMs: number | null;
}

interface FullAuction {
  bids: unknown[];
}

const LIVE_LABEL = 'Live';
const HIGHEST_BID_LABEL = 'Highest bid';

async function waitForLive(page: Page): Promise<void> {
  await page
    .getByRole('status', { name: new RegExp(`Connection: ${LIVE_LABEL}`) })
    .waitFor({ timeout: 30_000 });
}

/**
 * An auction with `bids` bids open as a logged-in representative while the stand-in pushes
 * `perSecond` real bids a second for `durationMs`.
 */
export async function measureLiveUpdates(
  browser: Browser,
  backend: BenchBackend,
  options: { carId: string; session: Session; bids: number; perSecond: number; durationMs: number },
): Promise<LiveUpdateFigures> {
  const { carId, session } = options;
  const before = await fetch(`${backend.url}/api/v1/auctions/by-car/${carId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  }).then((response) => response.json() as Promise<FullAuction>);
  const missing = options.bids - before.bids.length;
  if (missing > 0) await backend.post('/__test/auction/seed-bids', { carId, count: missing });

  const { context, page } = await loggedInPage(browser, backend.url, session);
  try {
    // tsx compiles named functions with a `__name` helper; the page needs it to run them.
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    await page.addInitScript(instrumentLiveUpdates);
    await page.goto(`/auction/${carId}?lng=en`);
    await waitForLive(page);
    if (!(await page.evaluate(watchHighestBid, HIGHEST_BID_LABEL)))
      throw new Error('no highest-bid element on the auction page');
    const windowStart = await page.evaluate(() => performance.now());
    await backend.post('/__test/auction/simulate', {
      carId,
      perSecond: options.perSecond,
      durationMs: options.durationMs,
    });
    await page.waitForTimeout(options.durationMs + 1_500);
    const result = await page.evaluate((start) => {
      const bench = (
        window as unknown as {
          __bench: {
            frames: { t: number; latency: number | null }[];
            longTasks: { start: number; duration: number }[];
          };
        }
      ).__bench;
      return {
        frames: bench.frames.filter((frame) => frame.t >= start).map((frame) => frame.latency),
        longTasks: bench.longTasks.filter((task) => task.start >= start).map((task) => task.duration),
      };
    }, windowStart);
    const latencies = result.frames.filter((latency): latency is number => latency !== null);
    return {
      carId,
      bidsAtStart: Math.max(before.bids.length, options.bids),
      pushesPerSecond: options.perSecond,
      durationMs: options.durationMs,
      framesReceived: result.frames.length,
      framesShown: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(percentile(latencies, 100)),
      longTasksOver50Ms: result.longTasks.length,
      longestTaskMs: round(percentile(result.longTasks, 100)),
    };
  } finally {
    await context.close();
  }
}

export { waitForLive };
