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

export interface WaitingRequests {
  /** The requests still waiting, for useSyncExternalStore. */
  list: () => readonly WaitingRequest[];
  subscribe: (listener: () => void) => () => void;
  /** The edge's report: a request now waits; the returned functions say it moved or ended. */
  report: (request: WaitingRequest) => WaitReport;
}

export interface WaitReport {
  /** More of its body went out: the wait starts again from now. */
  alive: (since: number) => void;
  ended: () => void;
}

/** The requests waiting for an answer: a part of the app instance (core/appInstance). */
export function waitingRequests(): WaitingRequests {
  const listeners = createListeners();
  let waiting: readonly WaitingRequest[] = [];
  const change = (next: readonly WaitingRequest[]) => {
    waiting = next;
    listeners.notify();
  };
  return {
    list: () => waiting,
    subscribe: listeners.subscribe,
    report(request) {
      let current = request;
      change([...waiting, current]);
      return {
        alive(since) {
          if (since - current.since < ALIVE_STEP_MS) return;
          const next = { ...current, since };
          change(waiting.map((entry) => (entry === current ? next : entry)));
          current = next;
        },
        ended() {
          change(waiting.filter((entry) => entry !== current));
        },
      };
    },
  };
}
