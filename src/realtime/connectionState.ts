export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * What went wrong with the live connection (spec §8): `interrupted` on a broker error, `lost` when
 * the socket closed (the client retries), `notUpToDate` when a send threw. Cleared on (re)connect.
 */
export type ConnectionProblem = 'interrupted' | 'lost' | 'notUpToDate';

/** The shared connection's state (realtime/stompConnection), watched by the screens. */
export interface ConnectionState {
  status: ConnectionStatus;
  problem: ConnectionProblem | null;
}

export const CONNECTING: ConnectionState = { status: 'connecting', problem: null };
export const OFFLINE: ConnectionState = { status: 'offline', problem: null };
