import type { Browser, Page } from '@playwright/test';
import { NO_CRITERIA, findAuctions, indexAuctions, type FindableAuction } from '../src/rules/auctionFinder';
import type { BenchBackend } from './lib/benchBackend';
import { loggedInPage, type Session } from './lib/benchBrowser';
import { instrumentFinder } from './lib/finderInstrument';
import { percentile, round } from './lib/stats';

export interface FinderFigures {
  auctions: number;
  /** Requests to GET /api/v1/auctions the list took, and from navigation to the count on screen. */
  listRequests: number;
  loadMs: number;
  /** Event to the new list rendered (the first task after the event), ms. */
  keystrokes: { count: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null };
  filterChanges: { count: number; p50Ms: number | null; p95Ms: number | null; maxMs: number | null };
  /** Event Timing entries of 16 ms or more from the event to the next paint. */
  eventsOver16Ms: number;
  longTasksOver50Ms: number;
  /** The finder's own work in Node: indexing the list once, and one search (mean of 200). */
  indexMs: number | null;
  findMsPerKeystroke: number | null;
}

const TYPED = ['volvo', 'tesla model', 'skap', 'mercedes benz'];
const MAKES = ['Volvo', 'Tesla', 'Toyota', 'Audi'];
const PICK_ROUNDS = 3;

const summary = (values: number[]) => ({
  count: values.length,
  p50Ms: round(percentile(values, 50)),
  p95Ms: round(percentile(values, 95)),
  maxMs: round(percentile(values, 100)),
});

async function fetchActive(backend: BenchBackend, session: Session): Promise<FindableAuction[]> {
  const answer = await fetch(`${backend.url}/api/v1/auctions?size=5000`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return ((await answer.json()) as { items: FindableAuction[] }).items;
}

/** The finder's pure work in Node, for comparison with the page's whole keystroke. */
function computeFigures(auctions: FindableAuction[]): { indexMs: number; findMs: number } {
  const queries = TYPED.flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1)));
  const search = (index: ReturnType<typeof indexAuctions<FindableAuction>>, query: string) =>
    findAuctions(index, { ...NO_CRITERIA, query }, { now: Date.now(), followed: new Set() });
  // Twice to warm up (the JIT, Intl's data), then measured.
  for (let i = 0; i < 2; i++) queries.forEach((query) => search(indexAuctions(auctions), query));
  const started = performance.now();
  const index = indexAuctions(auctions);
  const indexMs = performance.now() - started;
  const runs = 500;
  const findStart = performance.now();
  for (let i = 0; i < runs; i++) {
    search(index, queries[i % queries.length] ?? '');
  }
  return { indexMs, findMs: (performance.now() - findStart) / runs };
}

async function typeAndErase(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search make and model' });
  await search.click();
  await page.keyboard.type(text, { delay: 120 });
  for (let i = 0; i < text.length; i++) {
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(120);
  }
}

/**
 * `/auctions` with `count` active auctions: how the list arrives, then search keystrokes and
 * filter changes, each from the event to the rendered list.
 */
export async function measureFinder(
  browser: Browser,
  backend: BenchBackend,
  options: { session: Session; auctions: number },
): Promise<FinderFigures> {
  const { session } = options;
  const existing = (await fetchActive(backend, session)).length;
  if (options.auctions > existing)
    await backend.post('/__test/auctions/seed', { count: options.auctions - existing });
  const compute = computeFigures(await fetchActive(backend, session));

  const { context, page } = await loggedInPage(browser, backend.url, session);
  try {
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    await page.addInitScript(instrumentFinder);
    let listRequests = 0;
    page.on('request', (request) => {
      if (/\/api\/v1\/auctions\?/.test(request.url())) listRequests += 1;
    });
    const started = Date.now();
    await page.goto('/auctions?lng=en');
    await page.getByText(`${options.auctions} auctions`).waitFor({ timeout: 60_000 });
    const loadMs = Date.now() - started;
    // Only what the interactions cost counts, not the load.
    await page.evaluate(() => {
      const bench = (
        window as unknown as {
          __finder: { interactions: unknown[]; slowEvents: unknown[]; longTasks: unknown[] };
        }
      ).__finder;
      bench.interactions.length = 0;
      bench.slowEvents.length = 0;
      bench.longTasks.length = 0;
    });

    for (const text of TYPED) await typeAndErase(page, text);
    // Three rounds: 33 picks, so that their p95 is not simply the slowest one.
    for (let round = 0; round < PICK_ROUNDS; round++) {
      for (const make of MAKES) {
        const box = page.getByRole('checkbox', { name: new RegExp(`^${make} \\(`) });
        await box.check();
        await page.waitForTimeout(150);
        await box.uncheck();
        await page.waitForTimeout(150);
      }
      for (const sort of ['Highest bid, high to low', 'Make A–Z', 'Ending soonest']) {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: sort });
        await page.waitForTimeout(150);
      }
    }
    await page.waitForTimeout(500);
    const result = await page.evaluate(
      () =>
        (
          window as unknown as {
            __finder: {
              interactions: { type: string; ms: number }[];
              slowEvents: unknown[];
              longTasks: number[];
            };
          }
        ).__finder,
    );
    const keystrokes = result.interactions.filter((i) => i.type === 'keydown').map((i) => i.ms);
    const picks = result.interactions.filter((i) => i.type !== 'keydown').map((i) => i.ms);
    return {
      auctions: options.auctions,
      listRequests,
      loadMs,
      keystrokes: summary(keystrokes),
      filterChanges: summary(picks),
      eventsOver16Ms: result.slowEvents.length,
      longTasksOver50Ms: result.longTasks.length,
      indexMs: round(compute.indexMs),
      findMsPerKeystroke: round(compute.findMs, 2),
    };
  } finally {
    await context.close();
  }
}

export function printFinder(finder: FinderFigures): void {
  console.log(`\n== Finder (${finder.auctions} active auctions)`);
  console.log(
    `list: ${finder.listRequests} requests, ${finder.loadMs} ms from navigation to the count on screen`,
  );
  console.table([
    { what: 'keystroke in search', ...finder.keystrokes },
    { what: 'filter or sort change', ...finder.filterChanges },
  ]);
  console.log(
    `events ≥ 16 ms to next paint: ${finder.eventsOver16Ms}; long tasks > 50 ms: ${finder.longTasksOver50Ms}; ` +
      `in Node: index ${finder.indexMs} ms once, ${finder.findMsPerKeystroke} ms per search`,
  );
}
