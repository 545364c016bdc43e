import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { type AppContext, userForAuthorization } from './context.js';
import { Deferred } from './deferred.js';
import { Races } from './races.js';
import { AuctionEngine } from './engine/auctionEngine.js';
import { FileStore } from './files.js';
import { LicenceLinks } from './licenceLinks.js';
import { appPageFile } from './http/appPages.js';
import { CORS_REJECTED, isCrossOrigin, originPolicy } from './http/cors.js';
import { ApiError, Forbidden, INVALID_REQUEST, errorBody } from './http/errors.js';
import { MAX_REQUEST_BYTES } from './http/multipart.js';
import { answerUnreadableRequest, MAX_HEADER_BYTES } from './http/headerLimit.js';
import { readSecurityHeaders } from './http/securityHeaders.js';
import { setCaller } from './http/request.js';
import { handleStompApp, registerAuctionRoutes } from './routes/auctions.js';
import { registerCarRoutes } from './routes/cars.js';
import { registerFileRoutes } from './routes/files.js';
import { registerOperatorAuctionRoutes } from './routes/operatorAuctions.js';
import { registerOperatorUserRoutes } from './routes/operatorUsers.js';
import { registerUserRoutes } from './routes/users.js';
import { type Fixtures, seedDemoData } from './seed/demoData.js';
import { seedLargeData } from './seed/largeData.js';
import { StompBroker } from './stomp/broker.js';
import { auctionViewB } from './store/views.js';
import { Store } from './store/store.js';
import { HeldAnswers, HttpFaults, registerTestControls, TrafficLog } from './testControls.js';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** Serve the built SPA from `dist/` with an SPA fallback. */
  serveApp?: boolean;
  distDir?: string;
  /** Enable the `/__test/*` endpoints. Never in `npm start`. */
  testControls?: boolean;
  allowedOrigins?: string;
  jwtTtlSeconds?: number;
  jwtSecret?: string;
  /** STOMP heart-beat base (production: 10000). Tests shorten it. */
  heartbeatMs?: number;
  /** Delay of production's asynchronous follow-ups, e.g. the car becoming `Auksjon` (default 200). */
  sideEffectDelayMs?: number;
  /** Duration of a quick submission's road-authority lookup (default 1000). */
  lookupDelayMs?: number;
  /** Lifetime of pre-signed licence links (default 10 minutes, as production). */
  licenceLinkTtlMs?: number;
  /** Seed the benchmark's large data set on top of the demo world (`--large-data`). */
  largeData?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  app: FastifyInstance;
  ctx: AppContext;
  fixtures(): Fixtures;
  close(): Promise<void>;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Paths that never fall back to the SPA. */
const BACKEND_PREFIXES = ['/api', '/ws-auction', '/files', '/__test'];
function readAppBuild(distDir: string): Record<string, string> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No built app at ${distDir}; run npm run build`);
  return readSecurityHeaders(distDir);
}

/** SockJS's raw WebSocket path and its websocket transport path (contract §8.1). */
const WS_PATH = /^\/ws-auction(\/websocket|\/[^/]+\/[^/]+\/websocket)\/?$/;
/** The SockJS endpoint itself: it greets, it never upgrades. */
const SOCKJS_ROOT = /^\/ws-auction\/?$/;
const SOCKJS_GREETING = 'Welcome to SockJS!\n';

export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = options.distDir ?? join(REPO_ROOT, 'dist');
  // Checked before anything starts, so a missing build leaves nothing running behind.
  const appHeaders = options.serveApp ? readAppBuild(distDir) : undefined;
  const store = new Store();
  const files = new FileStore();
  const broker = new StompBroker({
    authenticate: (authorization) => userForAuthorization(ctx, authorization),
    handleApp: (user, destination, body) => handleStompApp(ctx, user, destination, body),
    heartbeatMs: options.heartbeatMs ?? 10_000,
  });
  const deferred = new Deferred();
  const races = new Races(deferred);
  const engine = new AuctionEngine(
    store,
    {
      onAuctionChanged: (auction) =>
        broker.broadcast(
          `/topic/auction/${auction.carDetails.carId}`,
          auctionViewB(auction, (bids) => races.answerOrder(bids)),
        ),
    },
    Date.now,
    races,
  );
  const ctx: AppContext = {
    store,
    engine,
    broker,
    files,
    licenceLinks: new LicenceLinks(),
    tokens: {
      secret: options.jwtSecret ?? randomBytes(32).toString('hex'),
      issuer: 'bilauksjon-dev-backend',
      ttlSeconds: options.jwtTtlSeconds ?? 3600,
    },
    timing: {
      sideEffectMs: options.sideEffectDelayMs ?? 200,
      lookupMs: options.lookupDelayMs ?? 1000,
      licenceLinkMs: options.licenceLinkTtlMs ?? 600_000,
    },
    deferred,
    races,
  };
  const defaults = { ttlSeconds: ctx.tokens.ttlSeconds, timing: { ...ctx.timing } };
  const seed = (): Fixtures => {
    const seeded = seedDemoData(ctx);
    if (options.largeData) seedLargeData(ctx);
    return seeded;
  };
  let fixtures = seed();

  const reset = (): void => {
    broker.dropAll();
    engine.stop();
    ctx.deferred.clear();
    races.reset();
    store.clear();
    files.clear();
    ctx.tokens.ttlSeconds = defaults.ttlSeconds;
    ctx.timing = { ...defaults.timing };
    fixtures = seed();
  };

  const app = Fastify({
    forceCloseConnections: true,
    bodyLimit: MAX_REQUEST_BYTES,
    // Production's Tomcat reads at most 8 KB of request line and headers (contract §14.3: a long
    // `ids=` goes past it) and answers a request over it 400 before any filter runs, so without
    // CORS headers or a JSON body.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler: answerUnreadableRequest,
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_REQUEST_BYTES, fieldSize: MAX_REQUEST_BYTES, files: Infinity, parts: Infinity },
  });

  const allowed = originPolicy(options.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !isCrossOrigin(request.headers)) return;
    if (!allowed(origin)) return reply.code(403).type('text/plain').send(CORS_REJECTED);
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
    const preflightMethod = request.headers['access-control-request-method'];
    if (request.method === 'OPTIONS' && preflightMethod !== undefined) {
      reply.header('Access-Control-Allow-Methods', preflightMethod);
      const requested = request.headers['access-control-request-headers'];
      if (requested !== undefined) reply.header('Access-Control-Allow-Headers', requested);
      return reply.code(200).send();
    }
  });

  const faults = new HttpFaults();
  const traffic = new TrafficLog();
  const heldAnswers = new HeldAnswers();
  if (options.testControls) {
    app.addHook('onRequest', traffic.hook);
    app.addHook('onRequest', faults.hook);
    app.addHook('onSend', heldAnswers.hook);
  }

  // Production parses a Bearer header on every path; any problem is 403 empty, public paths included.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const authorization = request.headers.authorization;
    if (!authorization?.startsWith('Bearer ')) return;
    const user = userForAuthorization(ctx, authorization);
    if (!user) return reply.code(403).send();
    setCaller(request, user);
  });

  // Set before the routes are added, so that every route answers through it.
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof ApiError)
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    if (error instanceof Forbidden) return reply.code(403).send();
    const status = (error as { statusCode?: unknown }).statusCode;
    // Fastify's own JSON parse failures: production's HttpMessageNotReadableException handler.
    if (status === 400) return reply.code(400).send(errorBody(400, INVALID_REQUEST));
    return reply.code(403).send();
  });

  registerUserRoutes(app, ctx);
  registerOperatorUserRoutes(app, ctx);
  registerCarRoutes(app, ctx);
  registerAuctionRoutes(app, ctx);
  registerOperatorAuctionRoutes(app, ctx);

  registerFileRoutes(app, ctx);

  // SockJS answers a plain GET on its endpoint with this greeting.
  app.get('/ws-auction', async (_request, reply) =>
    reply.type('text/plain;charset=UTF-8').send(SOCKJS_GREETING),
  );
  app.get('/ws-auction/info', async () => ({
    entropy: randomBytes(4).readUInt32BE(0),
    origins: ['*:*'],
    cookie_needed: true,
    websocket: true,
  }));

  const wss = new WebSocketServer({ noServer: true });
  let refuseUntil = 0;
  app.server.on('upgrade', (request, socket, head) => {
    // A reset during the handshake must not become an unhandled 'error' event.
    socket.on('error', () => socket.destroy());
    const path = (request.url ?? '').split('?')[0] ?? '';
    const origin = request.headers.origin;
    const reject = (status: string, body = '', contentType?: string): void => {
      const type = contentType === undefined ? '' : `Content-Type: ${contentType}\r\n`;
      socket.end(
        `HTTP/1.1 ${status}\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    };
    if (origin !== undefined && isCrossOrigin(request.headers) && !allowed(origin))
      return reject('403 Forbidden', CORS_REJECTED);
    // Spring's SockJS service answers its own root with the greeting, upgrade asked or not
    // (`AbstractSockJsService.handleRequest`): a plain WebSocket on /ws-auction never opens.
    if (SOCKJS_ROOT.test(path)) {
      traffic.countConnection();
      return reject('200 OK', SOCKJS_GREETING, 'text/plain;charset=UTF-8');
    }
    if (!WS_PATH.test(path)) return reject('403 Forbidden');
    traffic.countConnection();
    if (Date.now() < refuseUntil) return reject('503 Service Unavailable');
    wss.handleUpgrade(request, socket, head, (ws) => broker.attach(ws));
  });

  if (options.testControls) {
    registerTestControls(app, ctx, {
      reset,
      fixtures: () => fixtures,
      faults,
      traffic,
      heldAnswers,
      refuseWebSockets: (ms) => {
        refuseUntil = Date.now() + ms;
      },
    });
  }

  const sendAppPage = (request: FastifyRequest, reply: FastifyReply) =>
    // The page depends on the language asked for: caches must keep one copy per language.
    reply
      .header('vary', 'Accept-Language, Cookie')
      .header('cache-control', 'no-cache')
      .sendFile(appPageFile(distDir, request.url, request.headers));
  if (appHeaders) {
    // The same Content-Security-Policy and companions as the deploy recipe's nginx (README, Deploy).
    app.addHook('onSend', async (_request, reply) => {
      reply.headers(appHeaders);
    });
    // The build writes .br/.gz beside each asset; they are sent to clients that accept them.
    // Pages (/ too) are chosen per language below, so there is no automatic index.html.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      index: false,
      // .vite's manifest and .deploy's headers are build output for tools, as nginx keeps them.
      dotfiles: 'ignore',
    });
    app.get('/', (request, reply) => sendAppPage(request, reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isBackend = BACKEND_PREFIXES.some(
      (p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`),
    );
    if (options.serveApp && request.method === 'GET' && !isBackend) return sendAppPage(request, reply);
    return reply.code(403).send();
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const listenHost = options.host ?? '127.0.0.1';
  const host = listenHost === '0.0.0.0' || listenHost === '::' ? 'localhost' : listenHost;

  return {
    url: `http://${host}:${port}`,
    port,
    app,
    ctx,
    fixtures: () => fixtures,
    close: async () => {
      faults.clear();
      heldAnswers.release();
      broker.dropAll();
      engine.stop();
      ctx.deferred.clear();
      wss.close();
      await app.close();
      files.dispose();
    },
  };
}
