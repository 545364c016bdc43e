import { startBackend, stopBackend } from '../../tests/e2e/support/startBackend';

export interface BenchBackend {
  url: string;
  post(path: string, body?: unknown): Promise<unknown>;
  get(path: string): Promise<unknown>;
  stop(): void;
}

/**
 * The stand-in backend with test controls, serving `dist/` unless `serveApp` is false (parts that
 * load no page), on its own port (not the e2e one).
 */
export async function startBenchBackend(port: number, { serveApp = true } = {}): Promise<BenchBackend> {
  const { pid, url } = await startBackend(port, { serveApp });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  };
  return {
    url,
    post: (path, body = {}) => call('POST', path, body),
    get: (path) => call('GET', path),
    stop: () => stopBackend(pid),
  };
}
