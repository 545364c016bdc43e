import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryJs, lazyChunks, readBundleGraph } from '../../bench/lib/bundleGraph';
import { landingFirstSlide } from '../../src/app/buildEntry';

/**
 * Size budgets of the standalone build in `dist/` (npm test builds it just before): sizes, not
 * timings. kB = 1000 bytes, gzip at the default level (what servers use).
 */
const KB = 1000;
const LANDING_INITIAL_JS_BUDGET = 120 * KB;
const LAZY_CHUNK_BUDGET = 80 * KB;

const graph = readBundleGraph(resolve(import.meta.dirname, '../../dist'));
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe('bundle budgets', () => {
  it('finds the entry and the preloaded landing texts of both languages in the build', () => {
    expect(graph.chunks.has(graph.entry)).toBe(true);
    const landing = entryJs(graph);
    expect(landing.files).toContain(graph.entry);
    expect(landing.files.filter((file) => file.includes('/landing-'))).toHaveLength(2);
  });

  it('preloads the carousel’s first slide, the largest paint of /, from index.html', () => {
    const html = readFileSync(resolve(graph.distDir, 'index.html'), 'utf8');
    const firstSlide = `/${landingFirstSlide}`;
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image"[^>]*href="${firstSlide}"`));
  });

  it(`keeps the JS a visitor of / downloads before first paint within ${kb(LANDING_INITIAL_JS_BUDGET)} gzip`, () => {
    const landing = entryJs(graph);
    const breakdown = landing.files.map((file) => `${file} ${kb(graph.chunks.get(file)?.gzipBytes ?? 0)}`);
    expect(
      landing.gzipBytes,
      `initial JS of /: ${kb(landing.gzipBytes)}\n${breakdown.join('\n')}`,
    ).toBeLessThanOrEqual(LANDING_INITIAL_JS_BUDGET);
  });

  it(`keeps every lazy chunk within ${kb(LAZY_CHUNK_BUDGET)} gzip`, () => {
    const oversized = lazyChunks(graph)
      .filter((chunk) => chunk.gzipBytes > LAZY_CHUNK_BUDGET)
      .map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)}`);
    expect(oversized).toEqual([]);
  });
});
