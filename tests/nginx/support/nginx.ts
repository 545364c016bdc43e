import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderSite } from '../../../deploy/nginx/render';

export interface StartedNginx {
  pid: number;
  url: string;
  prefix: string;
}

/** Debian's nginx (`apt-get install nginx libnginx-mod-http-brotli-static`; .ci/run does it). */
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const READY_TIMEOUT_MS = 15_000;

/**
 * The deploy recipe's server block inside a minimal nginx.conf of our own: one foreground process
 * (no master, no workers to leave behind), every path under a temporary prefix.
 */
function nginxConf(prefix: string, site: string): string {
  const temp = (name: string) => path.join(prefix, name);
  return `master_process off;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
load_module ${BROTLI_MODULE};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}

export async function startNginx(options: {
  port: number;
  distDir: string;
  backend: string;
}): Promise<StartedNginx> {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  if (!existsSync(BROTLI_MODULE))
    throw new Error(`${BROTLI_MODULE} is missing: apt-get install -y libnginx-mod-http-brotli-static`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'bilbud-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  const site = renderSite({
    root: path.resolve(options.distDir),
    listen: `127.0.0.1:${options.port}`,
    serverName: 'localhost',
    backend: options.backend,
  });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConf(prefix, site));
  const child = spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('nginx did not start');
  child.unref();
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = path.join(prefix, 'error.log');
      const detail = existsSync(log) ? readFileSync(log, 'utf8') : '';
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited with code ${child.exitCode}\n${detail}`);
    }
    try {
      if ((await fetch(`${url}/`)).ok) return { pid, url, prefix };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  stopNginx({ pid, prefix });
  throw new Error(`nginx did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
}

export function stopNginx(nginx: Pick<StartedNginx, 'pid' | 'prefix'>): void {
  try {
    process.kill(nginx.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(nginx.prefix, { recursive: true, force: true });
}
