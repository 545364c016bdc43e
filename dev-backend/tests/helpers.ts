import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { type RunningServer, type ServerOptions, createServer } from '../src/server.js';

// @stomp/stompjs looks for a global WebSocket, which Node 20 does not have.
const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

export const PASSWORD = 'demopass1';

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  return createServer({ testControls: true, ...options });
}

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  body?: string | FormData | Blob;
  headers?: Record<string, string>;
}

export async function call(server: RunningServer, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(server.url + path, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

export async function login(server: RunningServer, email: string, password = PASSWORD): Promise<string> {
  const answer = await call(server, '/api/v1/users/login', { method: 'POST', json: { email, password } });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
  return answer.json<{ token: string }>().token;
}

export async function resetData(server: RunningServer): Promise<void> {
  const answer = await call(server, '/__test/reset', { method: 'POST', json: {} });
  if (answer.status !== 200) throw new Error('reset failed');
}

export async function control(server: RunningServer, path: string, json: unknown): Promise<Answer> {
  return call(server, `/__test/${path}`, { method: 'POST', json });
}

export function jsonPart(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}

/** Collects frames from one destination and lets a test await the next matching one. */
export class Inbox {
  readonly messages: IMessage[] = [];
  private waiters: { match: (m: IMessage) => boolean; resolve: (m: IMessage) => void }[] = [];

  push = (message: IMessage): void => {
    this.messages.push(message);
    const waiting = this.waiters.filter((w) => w.match(message));
    this.waiters = this.waiters.filter((w) => !w.match(message));
    for (const w of waiting) w.resolve(message);
  };

  next(match: (body: Record<string, unknown>) => boolean = () => true, timeoutMs = 5000): Promise<IMessage> {
    const test = (m: IMessage): boolean => match(JSON.parse(m.body) as Record<string, unknown>);
    const found = this.messages.find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message')), timeoutMs);
      this.waiters.push({
        match: test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }
}

export interface StompSession {
  client: Client;
  connected: IFrame;
  subscribe(destination: string): Promise<Inbox>;
  close(): Promise<void>;
}

export function wsUrl(server: RunningServer): string {
  return `${server.url.replace(/^http/, 'ws')}/ws-auction/websocket`;
}

/** Connects with @stomp/stompjs, the SPA's library; rejects on an ERROR frame or a close. */
export function connectStomp(server: RunningServer, token: string): Promise<StompSession> {
  return new Promise((resolve, reject) => {
    const client = new Client({
      brokerURL: wsUrl(server),
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    client.onStompError = (frame) => reject(new Error(`ERROR ${frame.headers.message ?? ''}`));
    client.onWebSocketClose = () => reject(new Error('closed'));
    client.onConnect = (connected) => {
      resolve({
        client,
        connected,
        subscribe: (destination) =>
          new Promise((done) => {
            const inbox = new Inbox();
            const receipt = `sub-${Math.random()}`;
            client.watchForReceipt(receipt, () => done(inbox));
            client.subscribe(destination, inbox.push, { receipt });
          }),
        close: () => client.deactivate(),
      });
    };
    client.activate();
  });
}

/**
 * A stand-in for `dist/`: its pages (`index.html` for /, `app.html` for every other path, or the
 * names given), and the security headers the build writes beside them.
 */
export function fakeBuild(
  headers: Record<string, string> = { 'Content-Security-Policy': "default-src 'self'" },
  pages: readonly string[] = ['index', 'app'],
): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const page of pages)
    writeFileSync(join(dist, `${page}.html`), `<!doctype html><title>${page}</title>`);
  mkdirSync(join(dist, '.deploy'));
  writeFileSync(join(dist, '.deploy', 'security-headers.json'), JSON.stringify(headers));
  return dist;
}
