import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureAdmin, printAdmin } from './admin';
import { measureBundle, type BundleFigures } from './bundle';
import { measureCrowd, printCrowd } from './crowd';
import { measureDesk, printDesk } from './desk';
import { measureFinder, printFinder } from './finder';
import { startBenchBackend } from './lib/benchBackend';
import { launchBenchBrowser, type Session } from './lib/benchBrowser';
import { formatSpread, measureLighthouse, type LighthouseFigures } from './lighthouse';
import { measureLiveUpdates, type LiveUpdateFigures } from './liveUpdates';
import { measurePhotoShrink, type PhotoShrinkFigures } from './photoShrink';
import { measureSoak, type SoakFigures } from './soak';

/**
 * `npm run bench [-- --only bundle,lighthouse,live,soak,photos,desk,finder,admin,crowd]`: figures,
 * never pass/fail. Needs the standalone build in dist/ (npm run build:standalone) for every part but
 * bundle and crowd. Writes bench/results/latest.json (with --only, the parts measured replace theirs
 * and the others are kept).
 */
const PARTS = ['bundle', 'lighthouse', 'live', 'soak', 'photos', 'desk', 'finder', 'admin', 'crowd'] as const;
type Part = (typeof PARTS)[number];
/** Parts that load no page need no build. */
const PARTS_WITHOUT_PAGES: readonly Part[] = ['bundle', 'crowd'];

const BENCH_PORT = Number(process.env.BENCH_PORT ?? '4329');
const repoRoot = resolve(import.meta.dirname, '..');

function selectedParts(): Set<Part> {
  const index = process.argv.indexOf('--only');
  if (index === -1) return new Set(PARTS);
  const wanted = (process.argv[index + 1] ?? '').split(',');
  return new Set(PARTS.filter((part) => wanted.includes(part)));
}

const kb = (bytes: number | null | undefined) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} kB`);

function printBundle(bundle: BundleFigures): void {
  console.log('\n== Bundle (gzip)');
  console.table(
    bundle.chunks.map((chunk) => ({
      chunk: chunk.file,
      raw: kb(chunk.bytes),
      gzip: kb(chunk.gzipBytes),
      initialOnLanding: chunk.initial,
    })),
  );
  console.log(
    `initial JS of /: ${kb(bundle.landingInitialJsGzip)} (${bundle.landingInitialFiles.length} files)`,
  );
}

function printLighthouse(figures: LighthouseFigures[]): void {
  console.log(
    '\n== Lighthouse (mobile; median (min–max) of the runs; real throttling first, the estimate beside it)',
  );
  console.table(
    figures.map((f) => ({
      path: f.path,
      browser: f.locale,
      throttling: f.throttling,
      runs: f.runs,
      score: formatSpread(f.score),
      'FCP ms': formatSpread(f.fcpMs),
      'LCP ms': formatSpread(f.lcpMs),
      'TBT ms': formatSpread(f.tbtMs),
      CLS: formatSpread(f.cls),
      kB: kb(f.totalBytes.median),
    })),
  );
}

function printLive(live: LiveUpdateFigures, title: string): void {
  console.log(
    `\n== ${title} (${live.bidsAtStart} bids, ${live.pushesPerSecond}/s for ${live.durationMs / 1000} s)`,
  );
  console.table([
    {
      frames: live.framesReceived,
      shown: live.framesShown,
      'p50 ms': live.p50Ms,
      'p95 ms': live.p95Ms,
      'max ms': live.maxMs,
      'long tasks >50 ms': live.longTasksOver50Ms,
      'longest task ms': live.longestTaskMs,
    },
  ]);
}

function printSoak(soak: SoakFigures): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  console.log(`\n== Soak (${soak.pushedUpdates} pushed updates, ${soak.forcedReconnects} forced reconnects)`);
  console.table([
    {
      'heap before': mb(soak.heapBeforeBytes),
      'heap after': mb(soak.heapAfterBytes),
      growth: mb(soak.heapGrowthBytes),
      'open sockets': soak.openSocketsAtEnd,
      subscriptions: soak.subscriptionsAtEnd,
    },
  ]);
}

function printPhotos(photos: PhotoShrinkFigures): void {
  const mb = (photos.sourceBytes / 1024 / 1024).toFixed(1);
  console.log(
    `\n== Photo shrink (${photos.sourceWidth} × ${photos.sourceHeight} JPEG, ${mb} MB, EXIF orientation 6; goal ≤ 1500 ms)`,
  );
  console.table([
    {
      path: 'worker (as shipped)',
      'median ms': photos.workerMedianMs,
      runs: photos.workerRunsMs.join(' / '),
      'long tasks >50 ms': photos.workerLongTasks,
      'longest task ms': photos.workerLongestTaskMs,
    },
    {
      path: 'page (no worker)',
      'median ms': photos.pageMedianMs,
      runs: photos.pageRunsMs.join(' / '),
      'long tasks >50 ms': photos.pageLongTasks,
      'longest task ms': photos.pageLongestTaskMs,
    },
  ]);
  console.log(`shrunk photo: ${photos.resultWidth} × ${photos.resultHeight} (upright: 1920 × 2560)`);
}

interface Fixtures {
  longHistoryCarId: string;
  endingSoonCarId: string;
  activeCarIds: string[];
}

async function representative(backendUrl: string, email = 'rep1@demo.no'): Promise<Session> {
  const response = await fetch(`${backendUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demopass1' }),
  });
  return (await response.json()) as Session;
}

async function main(): Promise<void> {
  const parts = selectedParts();
  const results: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    // The load average at the start: figures from a busy shared machine read very differently.
    machine: {
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      loadAverage: (await import('node:os')).loadavg().map((load) => Math.round(load * 10) / 10),
    },
  };

  if (parts.has('bundle')) {
    const bundle = measureBundle(repoRoot);
    printBundle(bundle);
    results.bundle = bundle;
  }

  const backend = await startBenchBackend(BENCH_PORT, {
    serveApp: [...parts].some((part) => !PARTS_WITHOUT_PAGES.includes(part)),
  });
  try {
    if (parts.has('lighthouse')) {
      // The public pages for a Norwegian browser, and / for an English one (its own prerendered copy).
      const lighthouse = [
        ...(await measureLighthouse(backend.url, ['/', '/register', '/auctions'], 3, 'nb-NO')),
        ...(await measureLighthouse(backend.url, ['/'], 3, 'en-US')),
      ];
      printLighthouse(lighthouse);
      results.lighthouse = lighthouse;
    }
    if (parts.has('photos')) {
      const browser = await launchBenchBrowser();
      try {
        const photos = await measurePhotoShrink(browser, backend.url);
        printPhotos(photos);
        results.photoShrink = photos;
      } finally {
        await browser.close();
      }
    }
    if (parts.has('live') || parts.has('soak')) {
      const browser = await launchBenchBrowser();
      try {
        if (parts.has('live')) {
          // A realistic room: 300 bids, 5 pushes a second.
          await backend.post('/__test/reset');
          let fixtures = (await backend.get('/__test/fixtures')) as Fixtures;
          const room = fixtures.activeCarIds.find(
            (id) => id !== fixtures.longHistoryCarId && id !== fixtures.endingSoonCarId,
          );
          if (room === undefined) throw new Error('the seed has no auction for the room bench');
          const live = await measureLiveUpdates(browser, backend, {
            carId: room,
            session: await representative(backend.url),
            bids: 300,
            perSecond: 5,
            durationMs: 30_000,
          });
          printLive(live, 'Live updates, auction room');
          results.liveUpdates = live;
          // The stress figure: 2,000 bids (no real car auction reaches it), 20 pushes a second.
          await backend.post('/__test/reset');
          fixtures = (await backend.get('/__test/fixtures')) as Fixtures;
          const stress = await measureLiveUpdates(browser, backend, {
            carId: fixtures.longHistoryCarId,
            session: await representative(backend.url),
            bids: 2_000,
            perSecond: 20,
            durationMs: 30_000,
          });
          printLive(stress, 'Live updates, stress');
          results.liveUpdatesStress = stress;
        }
        if (parts.has('soak')) {
          await backend.post('/__test/reset');
          const fixtures = (await backend.get('/__test/fixtures')) as Fixtures;
          const quiet = fixtures.activeCarIds
            .filter((id) => id !== fixtures.longHistoryCarId && id !== fixtures.endingSoonCarId)
            .at(-1);
          if (quiet === undefined) throw new Error('the seed has no quiet auction for the soak');
          const soak = await measureSoak(browser, backend, {
            carId: quiet,
            session: await representative(backend.url),
            updates: 10_000,
            reconnects: 50,
          });
          printSoak(soak);
          results.soak = soak;
        }
      } finally {
        await browser.close();
      }
    }
    if (parts.has('desk') || parts.has('finder') || parts.has('admin')) {
      const browser = await launchBenchBrowser();
      try {
        if (parts.has('desk')) {
          await backend.post('/__test/reset');
          const session = await representative(backend.url);
          const desk = await measureDesk(browser, backend, {
            session,
            // 50 followed auctions, 20 pushes a second in all.
            followed: 50,
            perSecond: 20 / 50,
            durationMs: 30_000,
          });
          printDesk(desk);
          results.desk = desk;
        }
        if (parts.has('finder')) {
          await backend.post('/__test/reset');
          const finder = await measureFinder(browser, backend, {
            session: await representative(backend.url),
            auctions: 2_000,
          });
          printFinder(finder);
          results.finder = finder;
        }
        if (parts.has('admin')) {
          // The operator's console with the large data set (2,000 cars, 500 auctions, 5,000 users).
          await backend.post('/__test/reset');
          const admin = await measureAdmin(browser, backend);
          printAdmin(admin);
          results.admin = admin;
        }
      } finally {
        await browser.close();
      }
    }
    if (parts.has('crowd')) {
      // A backend restart seen by 2,000 open tabs: 3 in 4 rooms, 1 in 4 desks following 20 auctions.
      const crowd = await measureCrowd(
        backend,
        repoRoot,
        async () => [await representative(backend.url), await representative(backend.url, 'rep2@demo.no')],
        { tabs: 2_000, deskEvery: 4, deskFollows: 20, auctions: 200 },
      );
      printCrowd(crowd);
      results.crowd = crowd;
    }
  } finally {
    backend.stop();
  }

  mkdirSync(resolve(repoRoot, 'bench/results'), { recursive: true });
  const latest = resolve(repoRoot, 'bench/results/latest.json');
  const kept =
    process.argv.includes('--only') && existsSync(latest)
      ? (JSON.parse(readFileSync(latest, 'utf8')) as object)
      : {};
  writeFileSync(latest, `${JSON.stringify({ ...kept, ...results }, null, 2)}\n`);
  console.log('\nwritten to bench/results/latest.json');
}

await main();
