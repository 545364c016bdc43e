import { subscribeSession } from '../session/sessionStore';

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * What went wrong with the live connection (spec §8): `interrupted` on a broker error, `lost` when
 * the socket closed (the client retries), `notUpToDate` when a send threw. Cleared on (re)connect.
 */
export type ConnectionProblem = 'interrupted' | 'lost' | 'notUpToDate';

export interface ConnectionState {
  status: ConnectionStatus;
  problem: ConnectionProblem | null;
}

export const CONNECTING: ConnectionState = { status: 'connecting', problem: null };
export const OFFLINE: ConnectionState = { status: 'offline', problem: null };

/** The shared connection's state, kept apart from the socket so that screens can watch it. */
let state: ConnectionState = CONNECTING;
const listeners = new Set<() => void>();

export const currentState = (): ConnectionState => state;

export function setState(next: Partial<ConnectionState>): void {
  const merged = { ...state, ...next };
  if (merged.status === state.status && merged.problem === state.problem) return;
  state = merged;
  listeners.forEach((listener) => listener());
}

/** Also told when the session starts or ends, since an idle connection's state follows it. */
export function subscribeConnectionState(listener: () => void): () => void {
  listeners.add(listener);
  const stopSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    stopSession();
  };
}
