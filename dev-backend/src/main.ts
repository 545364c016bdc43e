import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demoData.js';
import { createServer } from './server.js';

/** `npm run backend [-- --serve-app] [--test-controls]`; see dev-backend/README.md. */
const args = new Set(process.argv.slice(2));
const serveApp = args.has('--serve-app');
const testControls = args.has('--test-controls');
const largeData = args.has('--large-data');
const ttl = Number(process.env.JWT_TTL_SECONDS ?? '3600');

const server = await createServer({
  port: Number(process.env.PORT ?? '8080'),
  host: process.env.HOST ?? 'localhost',
  serveApp,
  testControls,
  largeData,
  allowedOrigins: process.env.ALLOWED_ORIGINS,
  jwtTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 3600,
  jwtSecret: process.env.JWT_SECRET,
});

const lines = [
  '',
  `Bilauksjon dev backend ${serveApp ? '+ app ' : ''}listening on ${server.url}`,
  `  REST ${server.url}/api/v1   STOMP ws://${server.url.replace(/^http:\/\//, '')}/ws-auction/websocket`,
  testControls ? '  Test controls enabled under /__test/' : '',
  largeData ? '  Large data set: 5,000 more users, 2,000 cars, 500 auctions (bench-…@bench.no)' : '',
  `  Demo logins (password "${DEMO_PASSWORD}"):`,
  ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(18)} ${l.role.padEnd(21)} ${l.name}`),
  '',
].filter((line, i, all) => line !== '' || i === 0 || i === all.length - 1);
process.stdout.write(lines.join('\n') + '\n');

const shutdown = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
