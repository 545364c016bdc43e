import { createListeners } from '../lib/listeners';

/**
 * A request that has left and whose answer has not come. The HTTP edge reports each one here and
 * opens no UI; the app decides when the wait is long enough to say so (app/SlowAnswerHost).
 */
export interface WaitingRequest {
  /**
   * 'load' reads (GET) and may be sent again or stopped; 'send' writes, may already have reached
   * the server, and is neither sent again nor stopped here (the backend has no idempotency key).
   */
  kind: 'load' | 'send';
  /**
   * The last sign of life (epoch ms): when it was sent, or the last of its upload that went out
   * (where the caller follows its upload: photos, licences), or of its answer that came in.
   */
  since: number;
  /** Loads only: drops the wait and sends the request again; its caller gets the new answer. */
  retry?: () => void;
  /** Loads only: stops waiting; its caller gets the spec's "no answer" (spec §8). */
  stop?: () => void;
}

/** Progress events come many times a second; the wait restarts at most this often. */
const ALIVE_STEP_MS = 1000;

const listeners = createListeners();
let waiting: readonly WaitingRequest[] = [];

function change(next: readonly WaitingRequest[]): void {
  waiting = next;
  listeners.notify();
}

/** The edge's report: a request now waits; the returned functions say it moved or ended. */
export function reportWaiting(request: WaitingRequest) {
  let current = request;
  change([...waiting, current]);
  return {
    /** More of its body went out: the wait starts again from now. */
    alive(since: number): void {
      if (since - current.since < ALIVE_STEP_MS) return;
      const next = { ...current, since };
      change(waiting.map((entry) => (entry === current ? next : entry)));
      current = next;
    },
    ended(): void {
      change(waiting.filter((entry) => entry !== current));
    },
  };
}

export const waitingRequests = (): readonly WaitingRequest[] => waiting;
export const subscribeWaitingRequests = listeners.subscribe;

/** Forgets every wait without ending it: the tests' reset, where a held request never ends. */
export const forgetWaitingRequests = (): void => change([]);
