import { stopBackend } from '../../e2e/support/startBackend';
import { stopNginx } from './nginx';

/** Stops nginx and the stand-in the global setup started, by their PIDs. */
export default function globalTeardown(): void {
  const nginxPid = Number(process.env.E2E_NGINX_PID);
  const prefix = process.env.E2E_NGINX_PREFIX;
  if (Number.isInteger(nginxPid) && nginxPid > 0 && prefix) stopNginx({ pid: nginxPid, prefix });
  const backendPid = Number(process.env.E2E_BACKEND_PID);
  if (Number.isInteger(backendPid) && backendPid > 0) stopBackend(backendPid);
}
