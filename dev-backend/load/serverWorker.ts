import { parentPort } from 'node:worker_threads';
import { createServer } from '../src/server.js';

/** Runs the stand-in on its own thread, so that the bidders do not share its event loop. */
const server = await createServer({ port: 0 });
parentPort?.postMessage({ url: server.url });
parentPort?.on('message', (message: unknown) => {
  if (message !== 'close') return;
  void server.close().then(() => parentPort?.close());
});
