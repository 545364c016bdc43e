import { jwtDecode } from 'jwt-decode';
import {
  SERVER_TIME_MAX_ERROR_MS,
  SERVER_TIME_REFRESH_MS,
  SERVER_TIME_RETRY_MS,
  SERVER_TIME_SAMPLES,
} from '../config';
import { createListeners } from '../lib/listeners';

/**
 * How far this computer's clock is from the server's (docs/state.md "Server time"). Countdowns, "has
 * it ended" and the "ends soon" alert must follow the auction's clock: a computer whose clock runs
 * minutes off (a blocked time sync, a dual-boot machine on local time) would otherwise say "ended"
 * while the server still takes bids. Learnt from what production already sends (contract §14.15):
 * the login token's `iat`, the `placedAt` of the user's own bid as it comes back, and the web host's
 * `Date` header. Each reading bounds its own error; the estimate is the median of the recent ones,
 * so one bad reading does not move it.
 */

/** One reading: the server's clock minus this computer's (ms), within ± `error`, taken at local `takenAt`. */
export interface TimeSample {
  offset: number;
  error: number;
  takenAt: number;
}

/**
 * A server stamp `stamp` (epoch ms, true to `resolution` ms: 1000 for whole seconds) made while a
 * request was on its way, sent at local `sentAt` and answered at local `receivedAt`: at `receivedAt`
 * the server's clock read between `stamp` and `stamp + resolution + round trip`. The sample is the
 * middle of that, the error half its width.
 */
export function sampleOfStamp(
  stamp: number,
  resolution: number,
  sentAt: number,
  receivedAt: number,
): TimeSample {
  const width = resolution + Math.max(0, receivedAt - sentAt);
  return { offset: stamp + width / 2 - receivedAt, error: width / 2, takenAt: receivedAt };
}

/**
 * The median reading by offset (of two, the surer one): one wrong reading among three or more
 * does not move it. Null with none.
 */
export function estimateOf(samples: readonly TimeSample[]): TimeSample | null {
  if (samples.length === 0) return null;
  const sorted = samples.toSorted((a, b) => a.offset - b.offset);
  const lower = sorted[Math.floor((sorted.length - 1) / 2)];
  const upper = sorted[Math.floor(sorted.length / 2)];
  if (!lower || !upper) return null;
  return upper.error < lower.error ? upper : lower;
}

export interface ServerTime {
  /** The server's clock minus this computer's, in ms; 0 until a reading came. */
  offset: () => number;
  /** The server's time now, in epoch ms, as well as it is known (this computer's clock until a reading came). */
  now: () => number;
  /** The current estimate, or null before any reading. */
  estimate: () => TimeSample | null;
  /** Told when the estimate changes. */
  subscribe: (listener: () => void) => () => void;
  /** The login answer's token (`iat`, whole seconds; JWTService.generateJWT): asked at `sentAt`, answered at `receivedAt`. */
  fromToken: (token: string, sentAt: number, receivedAt: number) => void;
  /** The user's own bid as it came back (`placedAt`, stamped by Auction.placeNewBid while the bid was on its way). */
  fromOwnBid: (placedAt: string, sentAt: number, receivedAt: number) => void;
  /** Asks the web host when nothing is known, or nothing recent; the shared clock calls it while it runs. */
  keepFresh: () => void;
  /** This computer's clock was moved: every reading is wrong now, the web host is asked again. */
  forget: () => void;
}

/** The page's own address: same-origin, so the `Date` header is readable (the API's is not, contract §2.4). */
const webHostUrl = () => new URL(import.meta.env.BASE_URL, window.location.origin).href;

export function serverTime(): ServerTime {
  let samples: TimeSample[] = [];
  let current: TimeSample | null = null;
  /** When the web host was last asked (local ms), answered or not. */
  let askedAt = Number.NEGATIVE_INFINITY;
  const listeners = createListeners();

  function settle(next: TimeSample | null): void {
    if (next?.offset === current?.offset) return;
    current = next;
    listeners.notify();
  }

  function take(sample: TimeSample): void {
    if (!Number.isFinite(sample.offset) || sample.error > SERVER_TIME_MAX_ERROR_MS) return;
    samples = [...samples, sample].slice(-SERVER_TIME_SAMPLES);
    settle(estimateOf(samples));
  }

  async function askWebHost(sentAt: number): Promise<void> {
    const response = await fetch(webHostUrl(), { method: 'HEAD', cache: 'no-store' });
    const stamp = Date.parse(response.headers.get('Date') ?? '');
    if (!Number.isNaN(stamp)) take(sampleOfStamp(stamp, 1000, sentAt, Date.now()));
  }

  function keepFresh(): void {
    const now = Date.now();
    const newest = samples.at(-1);
    if (newest && now - newest.takenAt < SERVER_TIME_REFRESH_MS) return;
    // Once a minute at most, answered or not: an offline page does not ask on every tick.
    if (now - askedAt < SERVER_TIME_RETRY_MS) return;
    askedAt = now;
    // Without an answer the last estimate stands (or none).
    askWebHost(now).catch(() => undefined);
  }

  return {
    offset: () => current?.offset ?? 0,
    now: () => Date.now() + (current?.offset ?? 0),
    estimate: () => current,
    subscribe: listeners.subscribe,
    fromToken(token, sentAt, receivedAt) {
      let iat: unknown;
      try {
        ({ iat } = jwtDecode(token));
      } catch {
        // A token that does not decode tells no time; the session refuses it on its own.
      }
      if (typeof iat === 'number') take(sampleOfStamp(iat * 1000, 1000, sentAt, receivedAt));
    },
    fromOwnBid(placedAt, sentAt, receivedAt) {
      // Production's Instant has microseconds: true to the millisecond.
      take(sampleOfStamp(Date.parse(placedAt), 1, sentAt, receivedAt));
    },
    keepFresh,
    forget() {
      samples = [];
      askedAt = Number.NEGATIVE_INFINITY;
      settle(null);
      keepFresh();
    },
  };
}
