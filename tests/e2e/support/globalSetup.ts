import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The e2e run drives the standalone build; each worker starts its own backend (support/fixtures.ts). */
export default function globalSetup(): void {
  if (!existsSync(resolve('dist/index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build:standalone` before the e2e tests');
  }
}
