import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureBundle, type BundleFigures } from './bundle';
import { startBenchBackend } from './lib/benchBackend';
import { measureLighthouse, type LighthouseFigures } from './lighthouse';

/**
 * `npm run bench [-- --only bundle,lighthouse,live,soak]`: figures, never pass/fail. Needs the
 * standalone build in dist/ (npm run build:standalone). Writes bench/results/latest.json.
 */
const PARTS = ['bundle', 'lighthouse'] as const;
type Part = (typeof PARTS)[number];

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
    bundle.chunks.map((chunk) => ({ chunk: chunk.file, raw: kb(chunk.bytes), gzip: kb(chunk.gzipBytes), initialOnLanding: chunk.initial })),
  );
  console.log(`initial JS of /: ${kb(bundle.landingInitialJsGzip)} (${bundle.landingInitialFiles.length} files)`);
}

function printLighthouse(figures: LighthouseFigures[]): void {
  console.log('\n== Lighthouse (mobile, median)');
  console.table(
    figures.map((f) => ({
      path: f.path,
      score: f.score,
      'FCP ms': f.fcpMs,
      'LCP ms': f.lcpMs,
      'TBT ms': f.tbtMs,
      CLS: f.cls,
      bytes: kb(f.totalBytes),
    })),
  );
}

async function main(): Promise<void> {
  const parts = selectedParts();
  const results: Record<string, unknown> = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  };

  if (parts.has('bundle')) {
    const bundle = measureBundle(repoRoot);
    printBundle(bundle);
    results.bundle = bundle;
  }

  const backend = await startBenchBackend(BENCH_PORT);
  try {
    if (parts.has('lighthouse')) {
      const lighthouse = await measureLighthouse(backend.url, ['/', '/register', '/auctions'], 3);
      printLighthouse(lighthouse);
      results.lighthouse = lighthouse;
    }
  } finally {
    backend.stop();
  }

  mkdirSync(resolve(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(resolve(repoRoot, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench/results/latest.json');
}

await main();
