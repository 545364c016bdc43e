import lighthouse from 'lighthouse';
import { launchDebugChromium } from './lib/debugChromium';
import { median, round } from './lib/stats';

export interface LighthouseFigures {
  path: string;
  /** The browser's language (Accept-Language and navigator.languages). */
  locale: string;
  runs: number;
  /** Medians over the runs; score 0–100, times in ms, bytes as transferred. */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
}

const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? '9333');

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4× CPU slowdown) against Debian
 * Chromium in the given language, as a guest, `runs` times per path; each figure is the median
 * of its runs.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
  locale = 'en-US',
): Promise<LighthouseFigures[]> {
  const chromium = await launchDebugChromium(DEBUG_PORT, locale);
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const results: RunFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          locale: locale.split('-')[0] === 'nb' ? 'nb' : 'en-US',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { lhr } = result;
        const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        });
      }
      const medianOf = (pick: (run: RunFigures) => number) =>
        median(results.map(pick).filter(Number.isFinite));
      figures.push({
        path,
        locale,
        runs,
        score: round(
          medianOf((r) => r.score),
          0,
        ),
        fcpMs: round(
          medianOf((r) => r.fcp),
          0,
        ),
        lcpMs: round(
          medianOf((r) => r.lcp),
          0,
        ),
        tbtMs: round(
          medianOf((r) => r.tbt),
          0,
        ),
        cls: round(
          medianOf((r) => r.cls),
          3,
        ),
        totalBytes: round(
          medianOf((r) => r.bytes),
          0,
        ),
      });
    }
    return figures;
  } finally {
    await chromium.close();
  }
}
