import { resolve } from 'node:path';
import { entryJs, lazyChunks, readBundleGraph } from './lib/bundleGraph';

export interface BundleFigures {
  /** gzip bytes of the JS / needs to come alive, added after its first paint (see tests/budget). */
  landingInitialJsGzip: number;
  landingInitialFiles: string[];
  largestLazyChunk: { file: string; gzipBytes: number } | null;
  chunks: { file: string; bytes: number; gzipBytes: number; initial: boolean }[];
}

export function measureBundle(repoRoot: string): BundleFigures {
  const graph = readBundleGraph(resolve(repoRoot, 'dist'));
  const landing = entryJs(graph);
  const initial = new Set(landing.files);
  const lazy = lazyChunks(graph).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = lazy[0];
  return {
    landingInitialJsGzip: landing.gzipBytes,
    landingInitialFiles: landing.files,
    largestLazyChunk: largest ? { file: largest.file, gzipBytes: largest.gzipBytes } : null,
    chunks: [...graph.chunks.values()]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((chunk) => ({
        file: chunk.file,
        bytes: chunk.bytes,
        gzipBytes: chunk.gzipBytes,
        initial: initial.has(chunk.file),
      })),
  };
}
