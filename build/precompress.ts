import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so a static server (the stand-in
 * backend's, or nginx with gzip_static) sends compressed files without compressing per request.
 */
export async function precompress(outDir: string): Promise<void> {
  const files = await readdir(outDir, { recursive: true });
  await Promise.all(
    files
      // Dot folders (.vite's manifest, .deploy's headers) are for tools, not for browsers.
      .filter((file) => COMPRESSIBLE.test(file) && !file.split(path.sep).some((part) => part.startsWith('.')))
      .map(async (file) => {
        const full = path.join(outDir, file);
        const content = await readFile(full);
        await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
        await writeFile(
          `${full}.br`,
          await brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }),
  );
}
