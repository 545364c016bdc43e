import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, fakeBuild, startServer } from './helpers.js';

const CSP = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";

describe('serving the built app (--serve-app)', () => {
  let dist: string;
  let server: RunningServer;

  beforeAll(async () => {
    dist = fakeBuild({ 'Content-Security-Policy': CSP, 'X-Content-Type-Options': 'nosniff' });
    server = await startServer({ serveApp: true, distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the security headers the build wrote, on the page and on its SPA fallback', async () => {
    const pages: [string, string][] = [
      ['/', 'index'],
      ['/auctions', 'app'],
      ['/user/123/add-car', 'app'],
    ];
    for (const [path, page] of pages) {
      const answer = await call(server, path);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`<title>${page}</title>`);
      expect(answer.headers.get('content-security-policy')).toBe(CSP);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('keeps the build’s tool files (dot folders) out of reach: the fallback page answers instead', async () => {
    const answer = await call(server, '/.deploy/security-headers.json');
    expect(answer.text).not.toContain('Content-Security-Policy');
  });

  it('refuses to start on a build without its headers', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'serve-app-bare-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html>');
    await expect(startServer({ serveApp: true, distDir: bare })).rejects.toThrow('security-headers.json');
    rmSync(bare, { recursive: true, force: true });
  });
});
