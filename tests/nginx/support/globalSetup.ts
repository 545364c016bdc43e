import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBackend } from '../../e2e/support/startBackend';
import { startNginx } from './nginx';
import { backendPort, backendUrl, nginxPort } from './ports';

/**
 * The smoke run's servers: the stand-in backend (API and test controls only) and nginx with the
 * deploy recipe serving `dist/` and proxying /api, /files and /ws-auction to it. Their PIDs stay
 * in the environment for the teardown.
 */
export default async function globalSetup(): Promise<void> {
  const dist = resolve('dist');
  if (!existsSync(resolve(dist, '.deploy/security-headers.conf'))) {
    throw new Error('dist/ has no .deploy/security-headers.conf: run `npm run build:standalone` first');
  }
  const backend = await startBackend(backendPort, { serveApp: false });
  process.env.E2E_BACKEND_PID = String(backend.pid);
  try {
    const nginx = await startNginx({ port: nginxPort, distDir: dist, backend: backendUrl });
    process.env.E2E_NGINX_PID = String(nginx.pid);
    process.env.E2E_NGINX_PREFIX = nginx.prefix;
  } catch (error) {
    process.kill(backend.pid, 'SIGTERM');
    throw error;
  }
}
