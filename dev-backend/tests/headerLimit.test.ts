import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.js';
import { call, login, startServer } from './helpers.js';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await login(server, 'rep1@demo.no');
});
afterAll(async () => server.close());

/** Car ids as the client sends them: canonical UUIDs joined by commas in one `ids=` (contract §14.3). */
const carIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const listPath = (ids: readonly string[]) =>
  `/api/v1/auctions?status=Aktivt&ids=${encodeURIComponent(ids.join(','))}&page=0&size=4`;

describe('the 8 KB limit on request line and headers (Tomcat default, contract §14.3)', () => {
  it('answers a list of 100 car ids', async () => {
    const answer = await call(server, listPath(carIds(100)), { token });
    expect(answer.status).toBe(200);
  });

  it('refuses a list of 230 car ids with 400 and an empty body, as Tomcat does', async () => {
    expect(listPath(carIds(230)).length).toBeGreaterThan(8 * 1024);
    const answer = await call(server, listPath(carIds(230)), { token });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('');
  });
});
