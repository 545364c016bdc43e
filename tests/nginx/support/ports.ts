/** The smoke run's two servers: nginx in front (`E2E_NGINX_PORT`), the stand-in behind it (`E2E_PORT`). */
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? '4320');
export const nginxUrl = `http://localhost:${nginxPort}`;
import { firstBackendPort } from '../../e2e/support/backendPort';

export const backendPort = firstBackendPort;
export const backendUrl = `http://localhost:${backendPort}`;
