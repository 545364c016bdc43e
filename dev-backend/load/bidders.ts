import { performance } from 'node:perf_hooks';
import { Client, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';

/** A group of simulated representatives, each with its own STOMP connection. */

const globals = globalThis as { WebSocket?: unknown };
globals.WebSocket ??= WebSocket;

const OUTCOME_TIMEOUT_MS = 10_000;

export interface AuctionInfo {
  id: string;
  carId: string;
  step: number;
  starting: number;
  highest: number | null;
}

export interface BidderConfig {
  base: string;
  bidders: { id: string; token: string; auction: AuctionInfo }[];
  minPauseMs: number;
  maxPauseMs: number;
}

export interface AcceptedBid {
  auctionId: string;
  bidderId: string;
  amount: number;
}

export interface BidderReport {
  sent: number;
  timedOut: number;
  accepted: AcceptedBid[];
  latencies: number[];
  rejections: Record<string, number>;
  /** Share of time this thread's event loop was busy while bidding. */
  busy: number;
}

interface BroadcastAuction {
  highestBid: { amount: number } | null;
  bids: { bidderId: string; amount: number }[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Connects every bidder, reports that, waits for the end time (epoch millis) and bids until then. */
export async function runBidders(
  config: BidderConfig,
  onConnected: () => void,
  endTime: Promise<number>,
): Promise<BidderReport> {
  const report: BidderReport = { sent: 0, timedOut: 0, accepted: [], latencies: [], rejections: {}, busy: 0 };
  const clients = await Promise.all(
    config.bidders.map((b) => connect(config, b.id, b.token, b.auction, report)),
  );
  onConnected();
  const until = await endTime;
  const loop = performance.eventLoopUtilization();
  await Promise.all(clients.map((c) => c.bidUntilDone(until)));
  report.busy = performance.eventLoopUtilization(loop).utilization;
  await Promise.all(clients.map((c) => c.client.deactivate()));
  return report;
}

/** Bids highest + step, waits for the broadcast with its bid or its error, pauses, repeats. */
async function connect(
  config: BidderConfig,
  userId: string,
  token: string,
  auction: AuctionInfo,
  report: BidderReport,
) {
  let highest = auction.highest ?? auction.starting - auction.step;
  let hasBids = auction.highest !== null;
  let pending: {
    amount: number;
    sentAt: number;
    settle: (outcome: 'accepted' | 'rejected' | 'timeout') => void;
  } | null = null;

  const client = new Client({
    brokerURL: `${config.base.replace(/^http/, 'ws')}/ws-auction/websocket`,
    connectHeaders: { Authorization: `Bearer ${token}` },
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    reconnectDelay: 0,
  });
  const onTopic = (message: IMessage): void => {
    const body = JSON.parse(message.body) as BroadcastAuction;
    if (body.highestBid) {
      highest = body.highestBid.amount;
      hasBids = true;
    }
    const mine = pending;
    if (mine && body.bids.some((b) => b.bidderId === userId && b.amount === mine.amount)) {
      report.latencies.push(performance.now() - mine.sentAt);
      report.accepted.push({ auctionId: auction.id, bidderId: userId, amount: mine.amount });
      mine.settle('accepted');
    }
  };
  const onError = (message: IMessage): void => {
    const { message: text } = JSON.parse(message.body) as { message: string };
    const kind = text.replace(/[\d.,]+$/, '…').replace(/'[\d.]+'/, "'…'");
    report.rejections[kind] = (report.rejections[kind] ?? 0) + 1;
    // Someone else got there first: the message names the new minimum.
    const minimum = /Must be at least ([\d.]+)$/.exec(text)?.[1];
    if (minimum !== undefined && Number(minimum) - auction.step > highest) {
      highest = Number(minimum) - auction.step;
      hasBids = true;
    }
    // An auto-bid limit blocks exactly this amount; the next step is free.
    if (text.startsWith('An auto bid with the amount')) highest += auction.step;
    pending?.settle('rejected');
  };
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => {
      client.subscribe(`/topic/auction/${auction.carId}`, onTopic);
      client.subscribe('/user/queue/errors', onError, { receipt: `ready-${userId}` });
      client.watchForReceipt(`ready-${userId}`, () => resolve());
    };
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.activate();
  });

  const bidUntilDone = async (until: number): Promise<void> => {
    let pause = Math.random() * config.maxPauseMs;
    for (;;) {
      await sleep(pause);
      if (Date.now() >= until) return;
      const amount = hasBids ? highest + auction.step : auction.starting;
      const outcome = await new Promise<'accepted' | 'rejected' | 'timeout'>((settle) => {
        const timer = setTimeout(() => settle('timeout'), OUTCOME_TIMEOUT_MS);
        pending = {
          amount,
          sentAt: performance.now(),
          settle: (result) => {
            clearTimeout(timer);
            pending = null;
            settle(result);
          },
        };
        report.sent += 1;
        client.publish({
          destination: '/app/place-bid',
          body: JSON.stringify({ auctionId: auction.id, amount }),
        });
      });
      if (outcome === 'timeout') report.timedOut += 1;
      pause = config.minPauseMs + Math.random() * (config.maxPauseMs - config.minPauseMs);
    }
  };
  return { client, bidUntilDone };
}
