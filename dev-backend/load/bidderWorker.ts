import { parentPort, workerData } from 'node:worker_threads';
import { type BidderConfig, runBidders } from './bidders.js';

/** One group of bidders on its own thread: posts 'connected', takes `{until}`, posts its report. */
const endTime = new Promise<number>((resolve) => {
  parentPort?.once('message', (message: { until: number }) => resolve(message.until));
});
const report = await runBidders(
  workerData as BidderConfig,
  () => parentPort?.postMessage('connected'),
  endTime,
);
parentPort?.postMessage(report);
