import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';

export interface DebugChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Debian Chromium with a remote-debugging port, for Lighthouse. Started in its own process
 * group (the wrapper script execs the browser) so that closing it ends the renderers too.
 */
export async function launchDebugChromium(port: number, locale = 'en-US'): Promise<DebugChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  // The browser's language: what it sends as Accept-Language and shows as navigator.languages.
  const language = [`--lang=${locale}`, `--accept-lang=${locale},${locale.split('-')[0]}`];
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      ...language,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('Chromium did not start');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async (): Promise<void> => {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, close };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await close();
  throw new Error(`Chromium did not open its debugging port ${port}`);
}
