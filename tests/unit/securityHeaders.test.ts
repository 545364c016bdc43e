import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nginxHeaderLines, securityHeaders } from '../../build/securityHeaders';
import { parseSettings } from '../../src/settings';

const root = resolve(import.meta.dirname, '../..');
/** The env file as written (Vitest's own mode would win over it in Vite's loadEnv). */
function envFile(mode: string): Record<string, string> {
  const lines = readFileSync(resolve(root, `.env.${mode}`), 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
const settingsOf = (mode: string) => parseSettings(envFile(mode));

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers from the build settings', () => {
  it('allow script only from the page’s own origin: no inline script, no eval, no plugins', () => {
    for (const mode of ['production', 'standalone']) {
      const csp = directives(contentSecurityPolicy(settingsOf(mode)));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect([...csp.values()].flat().join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('allow the prerendered pages’ inline styles by their hashes, and no other inline style', () => {
    const css = ':root{--color-brand:#0b3d5c}';
    const csp = directives(contentSecurityPolicy(settingsOf('production'), [css, css]));
    const hash = createHash('sha256').update(css).digest('base64');
    expect(csp.get('style-src')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('let the production build reach its API and WebSocket origins and show pictures from the storage', () => {
    const csp = directives(contentSecurityPolicy(settingsOf('production')));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.bilbud.no', 'wss://api.bilbud.no']);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'https://api.bilbud.no',
      'https://*.s3.eu-north-1.amazonaws.com',
      'blob:',
      'data:',
    ]);
  });

  it('keep a same-origin build to its own origin, previews included', () => {
    const csp = directives(contentSecurityPolicy(settingsOf('standalone')));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:', 'data:']);
  });

  it('follow an explicit WebSocket address and a listed picture bucket', () => {
    const settings = parseSettings({
      VITE_API_BASE_URL: 'https://api.example.no/v2',
      VITE_WS_URL: 'wss://live.example.no/ws-auction/websocket',
      VITE_IMAGE_ORIGINS: 'https://pics.s3.eu-north-1.amazonaws.com, https://cdn.example.no',
      VITE_SUPPORT_EMAIL: 'a@b.no',
      VITE_SUPPORT_PHONE: '+47 1234',
      VITE_BRAND_NAME: 'X',
    });
    const csp = directives(contentSecurityPolicy(settings));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example.no', 'wss://live.example.no']);
    expect(csp.get('img-src')).toContain('https://pics.s3.eu-north-1.amazonaws.com');
    expect(csp.get('img-src')).toContain('https://cdn.example.no');
  });

  it('refuse a picture origin that is not an origin', () => {
    expect(() =>
      parseSettings({ ...envFile('production'), VITE_IMAGE_ORIGINS: 'https://x.no/path' }),
    ).toThrow('VITE_IMAGE_ORIGINS');
    expect(() => parseSettings({ ...envFile('production'), VITE_IMAGE_ORIGINS: "'unsafe-inline'" })).toThrow(
      'VITE_IMAGE_ORIGINS',
    );
  });

  it('come with the companions: nosniff, referrer and permissions policies', () => {
    const headers = securityHeaders(settingsOf('production'));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('become nginx lines that send them on every answer, errors included', () => {
    const lines = nginxHeaderLines({ 'Content-Security-Policy': "default-src 'self'", X: 'a "b"' });
    expect(lines).toBe(
      `add_header Content-Security-Policy "default-src 'self'" always;\nadd_header X "a \\"b\\"" always;\n`,
    );
  });
});
