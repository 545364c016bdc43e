import { spawn } from 'node:child_process';

export interface StartedBackend {
  pid: number;
  url: string;
  /** Settles when the process has exited (its port is free again). */
  exited: Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__test/fixtures`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * One node process (tsx as an import hook, not the tsx CLI, which forks a child), so that
 * stopping it by PID stops everything. Used by the e2e global setup and by the bench.
 */
export async function startBackend(port: number, { serveApp = true } = {}): Promise<StartedBackend> {
  const url = `http://localhost:${port}`;
  if (await answers(url)) {
    throw new Error(`port ${port} already answers: stop that server or set E2E_PORT to a free port`);
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'dev-backend/src/main.ts', ...(serveApp ? ['--serve-app'] : []), '--test-controls'],
    {
      env: { ...process.env, PORT: String(port), HOST: 'localhost' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the stand-in backend did not start');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.unref();
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the stand-in backend exited with code ${child.exitCode}`);
    if (await answers(url)) return { pid, url, exited };
    await new Promise((done) => setTimeout(done, 200));
  }
  stopBackend(pid);
  throw new Error(`the stand-in backend did not answer on ${url} within ${READY_TIMEOUT_MS} ms`);
}

export function stopBackend(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
