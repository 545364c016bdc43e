import lighthouse from 'lighthouse';
import { launchDebugChromium } from './lib/debugChromium';
import { median, round } from './lib/stats';

/**
 * How Lighthouse slows the page. `real`: its devtools throttling, which actually slows the
 * network and the CPU while the page loads (the headline). `estimate`: its default simulation,
 * which loads the page unthrottled and estimates from the trace what a slow phone would see.
 */
export type Throttling = 'real' | 'estimate';
const THROTTLING_METHOD = { real: 'devtools', estimate: 'simulate' } as const;

/** A figure over the runs: the median, and the lowest and highest run. */
export interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
}

export interface LighthouseFigures {
  path: string;
  /** The browser's language (Accept-Language and navigator.languages). */
  locale: string;
  throttling: Throttling;
  runs: number;
  /** Score 0–100, times in ms, bytes as transferred. */
  score: Spread;
  fcpMs: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  totalBytes: Spread;
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

function spread(values: number[], digits: number): Spread {
  const finite = values.filter(Number.isFinite);
  return {
    median: round(median(finite), digits),
    min: round(finite.length ? Math.min(...finite) : undefined, digits),
    max: round(finite.length ? Math.max(...finite) : undefined, digits),
  };
}

/**
 * Lighthouse's default mobile profile (slow 4G, 4× CPU slowdown) against Debian Chromium in the
 * given language, as a guest, `runs` times per path and per throttling method.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
  locale: string,
  methods: readonly Throttling[] = ['real', 'estimate'],
): Promise<LighthouseFigures[]> {
  const chromium = await launchDebugChromium(DEBUG_PORT, locale);
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      for (const throttling of methods) {
        const results: RunFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(`${baseUrl}${path}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod: THROTTLING_METHOD[throttling],
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
        const of = (pick: (run: RunFigures) => number, digits = 0) => spread(results.map(pick), digits);
        const figure: LighthouseFigures = {
          path,
          locale,
          throttling,
          runs,
          score: of((r) => r.score),
          fcpMs: of((r) => r.fcp),
          lcpMs: of((r) => r.lcp),
          tbtMs: of((r) => r.tbt),
          cls: of((r) => r.cls, 3),
          totalBytes: of((r) => r.bytes),
        };
        figures.push(figure);
        // As each page is done: a long run shows its progress.
        console.log(
          `${path} ${locale} ${throttling}: score ${formatSpread(figure.score)}, FCP ${formatSpread(figure.fcpMs)}, LCP ${formatSpread(figure.lcpMs)}, TBT ${formatSpread(figure.tbtMs)} ms`,
        );
      }
    }
    return figures;
  } finally {
    await chromium.close();
  }
}

/** `median (min–max)`, or the one value when every run gave the same. */
export function formatSpread({ median: mid, min, max }: Spread): string {
  if (mid === null) return '–';
  return min === max ? String(mid) : `${mid} (${min}–${max})`;
}
