import type { Browser, Page } from '@playwright/test';
import type { BenchBackend } from './lib/benchBackend';
import { loggedInPage, type Session } from './lib/benchBrowser';
import { instrumentDesk, watchDeskRows } from './lib/deskInstrument';
import { percentile, round } from './lib/stats';

export interface DeskFigures {
  followed: number;
  updatesPerSecondEach: number;
  durationMs: number;
  framesReceived: number;
  framesShown: number;
  /** From a frame's arrival in the page to its new highest bid in its desk row, ms. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  longTasksOver50Ms: number;
  longestTaskMs: number | null;
  /** WebSockets the page opened, and the broker's count during and after the window: must be 1. */
  socketsOpenedByPage: number;
  openSocketsMax: number;
  subscriptionsAtEnd: number;
}

interface Listed {
  items: { endDateTime: string; carDetails: { carId: string } }[];
}

/** Fresh auctions far from their end (no anti-sniping), so rows keep their places during the run. */
async function quietAuctions(backend: BenchBackend, session: Session, count: number): Promise<string[]> {
  const { carIds } = (await backend.post('/__test/auctions/seed', { count: count * 3 })) as {
    carIds: string[];
  };
  const seeded = new Set(carIds);
  const list = (await fetch(`${backend.url}/api/v1/auctions?size=2000`, {
    headers: { Authorization: `Bearer ${session.token}` },
  }).then((response) => response.json())) as Listed;
  const quiet = list.items
    .filter((a) => seeded.has(a.carDetails.carId) && Date.parse(a.endDateTime) - Date.now() > 3_600_000)
    .map((a) => a.carDetails.carId)
    .slice(0, count);
  if (quiet.length < count) throw new Error(`only ${quiet.length} quiet auctions for the desk bench`);
  return quiet;
}

async function waitForDesk(page: Page, followed: number): Promise<void> {
  await page.getByRole('status', { name: /Connection: Live/ }).waitFor({ timeout: 30_000 });
  await page
    .locator('li[data-car-id] h2')
    .nth(followed - 1)
    .waitFor({ timeout: 30_000 });
}

/**
 * The desk with `followed` auctions, each bid on `perSecond` times a second by the stand-in's
 * bot for `durationMs` (every bid broadcast as the full auction on its car's topic).
 */
export async function measureDesk(
  browser: Browser,
  backend: BenchBackend,
  options: { session: Session; followed: number; perSecond: number; durationMs: number },
): Promise<DeskFigures> {
  const { session } = options;
  const carIds = await quietAuctions(backend, session, options.followed);
  const { context, page } = await loggedInPage(browser, backend.url, session);
  try {
    await context.addInitScript(({ key, ids }) => localStorage.setItem(key, JSON.stringify(ids)), {
      key: `watchlist:${session.userId}`,
      ids: carIds,
    });
    // tsx compiles named functions with a `__name` helper; the page needs it to run them.
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    await page.addInitScript(instrumentDesk);
    await page.goto('/desk?lng=en');
    await waitForDesk(page, options.followed);
    if (!(await page.evaluate(watchDeskRows))) throw new Error('no desk rows to watch');

    const windowStart = await page.evaluate(() => performance.now());
    await Promise.all(
      carIds.map((carId) =>
        backend.post('/__test/auction/simulate', {
          carId,
          perSecond: options.perSecond,
          durationMs: options.durationMs,
        }),
      ),
    );
    let openSocketsMax = 0;
    const stats = async () => {
      const { openSockets, subscriptions } = (await backend.get('/__test/ws/stats')) as {
        openSockets: number;
        subscriptions: number;
      };
      openSocketsMax = Math.max(openSocketsMax, openSockets);
      return subscriptions;
    };
    const end = Date.now() + options.durationMs + 1_500;
    while (Date.now() < end) {
      await stats();
      await page.waitForTimeout(5_000);
    }
    const subscriptionsAtEnd = await stats();
    const result = await page.evaluate((start) => {
      const bench = (
        window as unknown as {
          __desk: {
            frames: { t: number; latency: number | null }[];
            longTasks: { start: number; duration: number }[];
            sockets: number;
          };
        }
      ).__desk;
      return {
        frames: bench.frames.filter((frame) => frame.t >= start).map((frame) => frame.latency),
        longTasks: bench.longTasks.filter((task) => task.start >= start).map((task) => task.duration),
        sockets: bench.sockets,
      };
    }, windowStart);
    const latencies = result.frames.filter((latency): latency is number => latency !== null);
    return {
      followed: options.followed,
      updatesPerSecondEach: options.perSecond,
      durationMs: options.durationMs,
      framesReceived: result.frames.length,
      framesShown: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(percentile(latencies, 100)),
      longTasksOver50Ms: result.longTasks.length,
      longestTaskMs: round(percentile(result.longTasks, 100)),
      socketsOpenedByPage: result.sockets,
      openSocketsMax,
      subscriptionsAtEnd,
    };
  } finally {
    await context.close();
  }
}

export function printDesk(desk: DeskFigures): void {
  console.log(
    `\n== Desk (${desk.followed} followed auctions, each updated ${desk.updatesPerSecondEach}/s for ${desk.durationMs / 1000} s)`,
  );
  console.table([
    {
      frames: desk.framesReceived,
      shown: desk.framesShown,
      'p50 ms': desk.p50Ms,
      'p95 ms': desk.p95Ms,
      'max ms': desk.maxMs,
      'long tasks >50 ms': desk.longTasksOver50Ms,
      'longest task ms': desk.longestTaskMs,
      'sockets (page / broker max)': `${desk.socketsOpenedByPage} / ${desk.openSocketsMax}`,
      subscriptions: desk.subscriptionsAtEnd,
    },
  ]);
}
