import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backendPort, backendUrl } from './backendUrl';
import { startBackend } from './startBackend';

/**
 * Starts the ONE stand-in backend of the run (serving `dist/` and the API on one origin) and
 * leaves its PID in the environment for the global teardown.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(resolve('dist/index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build:standalone` before the e2e tests');
  }
  const backend = await startBackend(backendPort);
  process.env.E2E_BACKEND_PID = String(backend.pid);
  process.env.E2E_BACKEND_URL = backendUrl;
}
