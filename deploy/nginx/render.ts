import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SESSION_COOKIE } from '../../src/session/sessionCookieName.ts';

export interface SiteOptions {
  /** Absolute path of the deployed build (`dist/`), with its `.deploy/security-headers.conf`. */
  root: string;
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  serverName: string;
  /** The backend to proxy `/api`, `/files` and `/ws-auction` to (same-origin builds only). */
  backend?: string;
}

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bilbud.conf.template');
const PROXY_BLOCK = /[ \t]*# @proxy-begin[\s\S]*?# @proxy-end\n/;

/** The server block for `/etc/nginx/sites-available`, from `bilbud.conf.template`. */
export function renderSite(options: SiteOptions): string {
  if (!path.isAbsolute(options.root)) throw new Error(`--root must be an absolute path: ${options.root}`);
  if (!/^([\w.:[\]-]+:)?\d{1,5}( \w+)*$/.test(options.listen))
    throw new Error(`--listen must be a port or address:port: ${options.listen}`);
  if (!/^[\w.*-]+( [\w.*-]+)*$/.test(options.serverName))
    throw new Error(`--server-name must be host names: ${options.serverName}`);
  // proxy_pass with a path would rewrite the request paths: only scheme, host and port.
  if (options.backend !== undefined && !/^https?:\/\/[\w.-]+(:\d{1,5})?$/.test(options.backend))
    throw new Error(`--backend must be http(s)://host[:port] without a path: ${options.backend}`);
  const root = options.root.replace(/\/+$/, '');
  let site = readFileSync(TEMPLATE, 'utf8');
  site =
    options.backend === undefined
      ? site.replace(PROXY_BLOCK, '')
      : site.replace(/^[ \t]*# @proxy-(begin|end).*\n/gm, '');
  return site
    .replaceAll('@ROOT@', root)
    .replaceAll('@LISTEN@', options.listen)
    .replaceAll('@SERVER_NAME@', options.serverName)
    .replaceAll('@BACKEND@', options.backend ?? '')
    .replaceAll('@SESSION_COOKIE@', SESSION_COOKIE);
}

/** `npx tsx deploy/nginx/render.ts --root /srv/bilbud/dist [--listen 80] [--server-name bilbud.no] [--backend http://127.0.0.1:8080]` */
function main(): void {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      backend: { type: 'string' },
    },
  });
  if (values.root === undefined)
    throw new Error('--root is required: the absolute path of the deployed dist/');
  const root = path.resolve(values.root);
  if (!existsSync(path.join(root, '.deploy', 'security-headers.conf')))
    console.warn(
      `warning: ${root}/.deploy/security-headers.conf is missing; deploy a build made by npm run build`,
    );
  process.stdout.write(
    renderSite({ root, listen: values.listen, serverName: values['server-name'], backend: values.backend }),
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
